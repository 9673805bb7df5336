/**
 * End-to-end checks of the game room over real WebSockets:
 * - against the `partykit dev` the launcher runs (`E2E_PARTY_HOST`): the protocol's answers,
 *   refused origins and oversized messages, two phones tapping at once, the state kept after
 *   everyone left, the API pointing the client at the rooms, and the browser store (two stores,
 *   Node's WebSocket) against the real room;
 * - against a `partykit dev` started here, killed in the middle of a game and started again over
 *   the same storage: no acknowledged score is lost; and its database snapshot reaches the API.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { ReadableAtom } from 'nanostores';
import PartySocket from 'partysocket';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPartykitDev, type PartykitDev } from '../../scripts/bench-game.ts';
import { waitFor } from '../fixtures/net.ts';
import {
  encodeClientMessage,
  MAX_MESSAGE_BYTES,
  parseServerMessage,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientOp,
  type ServerMessage,
} from '../../src/game/protocol.ts';
import { scoreOf } from '../../src/game/scores.ts';
import { createGameStore, type GameStore, type GameView } from '../../src/game/store.ts';

const TEST_TIMEOUT_MS = 30_000;

let host = '';
let baseUrl = '';
const openSockets = new Set<PartySocket>();

beforeAll(() => {
  const fromEnv = process.env['E2E_PARTY_HOST'];
  if (!fromEnv) throw new Error('E2E_PARTY_HOST is not set: run this test through the e2e setup.');
  host = fromEnv;
  baseUrl = process.env['E2E_BASE_URL'] ?? '';
});

afterEach(() => {
  for (const socket of openSockets) socket.close();
  openSockets.clear();
});

/**
 * A raw protocol client: every message the room sent, validated, and a way to wait for one.
 * No retries: a refused or dropped connection fails the test at once instead of looping.
 */
class Phone {
  readonly socket: PartySocket;
  readonly received: ServerMessage[] = [];
  #waiters: (() => void)[] = [];
  #failure: Error | null = null;

  constructor(room: string, partyHost = host) {
    this.socket = new PartySocket({ host: partyHost, room, maxRetries: 0 });
    openSockets.add(this.socket);
    this.socket.addEventListener('message', (event: MessageEvent) => {
      const parsed = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (parsed?.ok) this.received.push(parsed.message);
      else this.#failure = new Error(`The room sent a message outside the protocol: ${String(event.data)}`);
      this.#notify();
    });
    this.socket.addEventListener('close', (event: CloseEvent) => {
      this.#failure ??= new Error(`The socket closed (code ${event.code}).`);
      this.#notify();
    });
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : encodeClientMessage(message));
  }

  hello(intent: 'join' | 'create'): void {
    this.send({ type: 'hello', version: PROTOCOL_VERSION, clientId: 'e2e', intent });
  }

  /** Resolves with the first received message (from `from` on) that matches; rejects on close. */
  async next<T extends ServerMessage>(match: (message: ServerMessage) => message is T, from = 0): Promise<T> {
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.#failure !== null) throw this.#failure;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** Resolves when `check` holds for the messages received so far. */
  async until(check: (received: ServerMessage[]) => boolean): Promise<void> {
    while (!check(this.received)) {
      if (this.#failure !== null) throw this.#failure;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  close(): void {
    this.#failure ??= new Error('closed by the test');
    this.socket.close();
  }

  #notify(): void {
    for (const waiter of this.#waiters.splice(0)) waiter();
  }
}

/**
 * Joins a room on a freshly started `partykit dev`. Right after it starts answering HTTP it may
 * still reload its worker once, closing the first connections (code 1000): a closed attempt is
 * retried (a few times at most) until the room answers with its state.
 */
async function joinOnceServing(room: string, partyHost: string) {
  for (let attempt = 1; ; attempt++) {
    const phone = new Phone(room, partyHost);
    phone.hello('join');
    try {
      return { phone, welcome: await phone.next(isType('welcome')) };
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

const isType =
  <T extends ServerMessage['type']>(type: T) =>
  (message: ServerMessage): message is Extract<ServerMessage, { type: T }> =>
    message.type === type;
const ackOf =
  (opId: string) =>
  (message: ServerMessage): message is Extract<ServerMessage, { type: 'ack' }> =>
    message.type === 'ack' && message.opId === opId;

const freshRoom = () => `e2e-${crypto.randomUUID()}`;
let counter = 0;
const opId = () => `e2e-op-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
const tap = (playerId: string, pageId = 'page-hole-1'): ClientOp => ({
  type: 'score',
  opId: opId(),
  pageId,
  playerId,
  delta: 1,
});

/** Creates a game with player Anna in a fresh room; returns the creating phone and the room. */
async function createdGame(partyHost = host): Promise<{ phone: Phone; room: string }> {
  const room = freshRoom();
  const phone = new Phone(room, partyHost);
  phone.hello('create');
  await phone.next(isType('welcome'));
  const create: ClientOp = { type: 'createGame', opId: opId() };
  const add: ClientOp = { type: 'addPlayer', opId: opId(), playerId: 'anna', playerName: 'Anna' };
  phone.send(create);
  phone.send(add);
  await phone.next(ackOf(add.opId));
  return { phone, room };
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
    'answers a join hello for a game that does not exist with not_found, and welcomes a create hello',
    async () => {
      const room = freshRoom();
      const joining = new Phone(room);
      joining.hello('join');
      expect(await joining.next(isType('error'))).toMatchObject({ code: 'not_found' });

      const creating = new Phone(room);
      creating.hello('create');
      expect(await creating.next(isType('welcome'))).toMatchObject({
        version: PROTOCOL_VERSION,
        roomId: room,
        state: { game: null, players: [], holes: [], seq: 0 },
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers garbage with invalid_message and an oversized message with too_large, keeping the connection',
    async () => {
      const phone = new Phone(freshRoom());
      phone.send('this is not json {');
      expect(await phone.next(isType('error'))).toMatchObject({ code: 'invalid_message' });
      phone.send(`${'x'.repeat(MAX_MESSAGE_BYTES + 1)}`);
      expect(await phone.next(isType('error'), 1)).toMatchObject({ code: 'too_large' });
      phone.hello('create');
      expect(await phone.next(isType('welcome'))).toMatchObject({ type: 'welcome' });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a browser origin that is not allowed with 403 and accepts a local one',
    async () => {
      expect(await upgradeStatus(freshRoom(), 'https://not-allowed.example')).toBe(403);
      expect(await upgradeStatus(freshRoom(), 'http://localhost:4321')).toBe(101);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'counts concurrent taps from two phones; both see every tap, in the same order',
    async () => {
      const { phone: first, room } = await createdGame();
      const second = new Phone(room);
      second.hello('join');
      const welcome = await second.next(isType('welcome'));
      expect(welcome.state.players.map((p) => p.playerName)).toEqual(['Anna']);

      const firstTaps = Array.from({ length: 30 }, () => tap('anna'));
      const secondTaps = Array.from({ length: 30 }, () => tap('anna'));
      for (let i = 0; i < 30; i++) {
        first.send(firstTaps[i] as ClientOp);
        second.send(secondTaps[i] as ClientOp);
      }
      const all = [...firstTaps, ...secondTaps].map((op) => op.opId);
      const seenAll = (received: ServerMessage[]) => {
        const applied = new Set(
          received.flatMap((m) => (m.type === 'applied' ? m.ops.map((op) => op.opId) : [])),
        );
        return all.every((id) => applied.has(id));
      };
      await first.until(seenAll);
      await second.until(seenAll);
      await first.until((received) => firstTaps.every((op) => received.some(ackOf(op.opId))));
      await second.until((received) => secondTaps.every((op) => received.some(ackOf(op.opId))));

      const appliedOrder = (phone: Phone, from: number) =>
        phone.received
          .slice(from)
          .flatMap((m) =>
            m.type === 'applied' ? m.ops.map((op, i) => `${m.seq - m.ops.length + 1 + i}:${op.opId}`) : [],
          );
      const secondOrder = appliedOrder(second, 0);
      expect(appliedOrder(first, 0).slice(-60)).toEqual(secondOrder);
      expect(secondOrder).toHaveLength(60);

      // Everyone left: a new phone gets the stored state.
      first.close();
      second.close();
      const later = new Phone(room);
      later.hello('join');
      const { state } = await later.next(isType('welcome'));
      expect(state.holes).toEqual([
        expect.objectContaining({ pageId: 'page-hole-1', playerId: 'anna', score: 60 }),
      ]);
      expect(state.seq).toBe(62);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'tells the client where the rooms are through the API',
    async () => {
      const response = await fetch(`${baseUrl}/api/v1/game/config`);
      expect(await response.json()).toEqual({ success: true, data: { partyHost: `ws://${host}` } });
    },
    TEST_TIMEOUT_MS,
  );
});

/** Resolves when the store's view satisfies `check`. */
function viewUntil($game: ReadableAtom<GameView>, check: (view: GameView) => boolean): Promise<GameView> {
  return new Promise((resolve) => {
    const unbind = $game.subscribe((view) => {
      if (!check(view)) return;
      queueMicrotask(() => unbind());
      resolve(view);
    });
  });
}

class MemoryBrowserStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('browser store against the room', () => {
  const stores: GameStore[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.leaveGame();
  });

  const newStore = async () => {
    const store = createGameStore({ storage: new MemoryBrowserStorage(), log: () => undefined });
    stores.push(store);
    await store.configureGame({ partyHost: `ws://${host}` });
    return store;
  };

  it(
    'creates a game on one phone, joins it on another, and both see each other’s taps live',
    async () => {
      const a = await newStore();
      const id = await a.createGame();
      const anna = a.addPlayer('Anna') ?? '';
      const b = await newStore();
      expect(await b.openGame(id)).toBe('ready');
      await viewUntil(b.$game, (view) => view.players.length === 1);
      for (let i = 0; i < 10; i++) {
        a.changeScore('page-hole-1', anna, 1);
        b.changeScore('page-hole-1', anna, 1);
      }
      for (const store of [a, b]) {
        const view = await viewUntil(
          store.$game,
          (v) => v.status === 'ready' && v.pending === 0 && scoreOf(v.holes, 'page-hole-1', anna) === 20,
        );
        expect(view.game?.id).toBe(id);
      }
      const c = await newStore();
      expect(await c.openGame(`missing${Date.now()}`)).toBe('not_found');
    },
    TEST_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------------

interface SnapshotPost {
  headers: IncomingHttpHeaders;
  body: { seq: number; holes: { score: number }[] };
}

describe('game room restart (own partykit dev)', () => {
  const SECRET = `e2e-${crypto.randomUUID()}`;
  const posts: SnapshotPost[] = [];
  const api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/v1/game/snapshot') posts.push({ headers: req.headers, body: JSON.parse(body) });
      res.setHeader('content-type', 'application/json');
      res.end('{"success":true,"data":{"stored":true}}');
    });
  });
  let party: PartykitDev | null = null;
  let apiUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await party?.stop('SIGKILL');
    if (party) await rm(party.persistDir, { recursive: true, force: true });
    api.close();
  });

  const start = async (persistDir?: string) =>
    startPartykitDev({
      ...(persistDir ? { persistDir } : {}),
      vars: { LUNETTE_API_URL: apiUrl, GAME_SNAPSHOT_SECRET: SECRET },
    });

  it('keeps every acknowledged score when the room server is killed and started again', async () => {
    party = await start();
    const { phone, room } = await createdGame(party.host);
    const taps = Array.from({ length: 25 }, (_, i) => tap('anna', `page-hole-${(i % 3) + 1}`));
    for (const op of taps) phone.send(op);
    await phone.until((received) => taps.every((op) => received.some(ackOf(op.opId))));

    // The database snapshot reaches the API with the secret, naming the API's origin.
    await waitFor(async () => posts.some((post) => post.body.seq === 27), 20_000);
    const post = posts.find((p) => p.body.seq === 27);
    expect(post?.headers['authorization']).toBe(`Bearer ${SECRET}`);
    expect(post?.headers['origin']).toBe(apiUrl);
    expect(post?.body.holes.reduce((sum, hole) => sum + hole.score, 0)).toBe(25);

    // Crash: no chance to flush anything.
    const persistDir = party.persistDir;
    phone.close();
    await party.stop('SIGKILL');
    party = await start(persistDir);

    const { phone: after, welcome } = await joinOnceServing(room, party.host);
    const { state } = welcome;
    expect(state.seq).toBe(27);
    expect(state.holes.map((hole) => [hole.pageId, hole.score])).toEqual([
      ['page-hole-1', 9],
      ['page-hole-2', 8],
      ['page-hole-3', 8],
    ]);
    // A phone that never got its ack resends the tap: it counts once.
    const resent = taps[0] as ClientOp;
    after.send(resent);
    expect(await after.next(ackOf(resent.opId))).toMatchObject({ duplicate: true });
    after.send(tap('anna'));
    await after.until((received) => received.some((m) => m.type === 'applied' && m.seq === 28));
  }, 120_000);
});
