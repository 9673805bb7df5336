/**
 * End-to-end check of the game room over a real WebSocket: a partysocket client against the running
 * `partykit dev` server whose host (`127.0.0.1:1999`) the e2e global setup puts in `E2E_PARTY_HOST`.
 */
import { request } from 'node:http';
import PartySocket from 'partysocket';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeClientMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '../../src/game/protocol.ts';

const TEST_TIMEOUT_MS = 10_000;

let host = '';
const openSockets = new Set<PartySocket>();

beforeAll(() => {
  const fromEnv = process.env['E2E_PARTY_HOST'];
  if (!fromEnv) throw new Error('E2E_PARTY_HOST is not set: run this test through the e2e setup.');
  host = fromEnv;
});

afterEach(() => {
  for (const socket of openSockets) socket.close();
  openSockets.clear();
});

function connectToFreshRoom(): { socket: PartySocket; room: string } {
  const room = `e2e-${crypto.randomUUID()}`;
  // No retries: a refused or dropped connection fails the test at once instead of looping.
  const socket = new PartySocket({ host, room, maxRetries: 0 });
  openSockets.add(socket);
  return { socket, room };
}

/** The next message the room sends, validated; rejects if the socket closes or errs first. */
function nextServerMessage(socket: PartySocket): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      socket.removeEventListener('message', onMessage);
      socket.removeEventListener('close', onClose);
      socket.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent) => {
      cleanUp();
      const parsed = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (parsed?.ok) resolve(parsed.message);
      else reject(new Error(`The room sent a message outside the protocol: ${String(event.data)}`));
    };
    const onClose = (event: CloseEvent) => {
      cleanUp();
      reject(new Error(`The socket closed before a message arrived (code ${event.code}).`));
    };
    const onError = () => {
      cleanUp();
      reject(new Error(`The socket to ${host} failed before a message arrived.`));
    };
    socket.addEventListener('message', onMessage);
    socket.addEventListener('close', onClose);
    socket.addEventListener('error', onError);
  });
}

/** Status of a WebSocket upgrade with this Origin: 101 when accepted, the HTTP status otherwise. */
function upgradeStatus(room: string, origin: string): Promise<number> {
  const { hostname, port } = new URL(`http://${host}`);
  return new Promise((resolve, reject) => {
    const upgrade = request({
      hostname: hostname.replace(/^\[(.*)\]$/, '$1'),
      port,
      path: `/parties/main/${room}`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
        Origin: origin,
      },
    });
    upgrade.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe('game room', () => {
  it(
    'welcomes a hello in a fresh room with an empty state',
    async () => {
      const { socket, room } = connectToFreshRoom();
      const reply = nextServerMessage(socket);
      socket.send(encodeClientMessage({ type: 'hello', version: PROTOCOL_VERSION, clientId: 'e2e-client' }));
      expect(await reply).toEqual({
        type: 'welcome',
        version: PROTOCOL_VERSION,
        roomId: room,
        state: { game: null, players: [], holes: [] },
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers a garbage message with invalid_message and keeps the connection',
    async () => {
      const { socket } = connectToFreshRoom();
      const errorReply = nextServerMessage(socket);
      socket.send('this is not json {');
      expect(await errorReply).toMatchObject({ type: 'error', code: 'invalid_message' });

      const welcome = nextServerMessage(socket);
      socket.send(encodeClientMessage({ type: 'hello', version: PROTOCOL_VERSION, clientId: 'e2e-client' }));
      expect(await welcome).toMatchObject({ type: 'welcome' });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a browser origin that is not allowed with 403',
    async () => {
      expect(await upgradeStatus(`e2e-${crypto.randomUUID()}`, 'https://not-allowed.example')).toBe(403);
    },
    TEST_TIMEOUT_MS,
  );
});
