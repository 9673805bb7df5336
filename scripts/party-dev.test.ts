/**
 * The game-room server as the launcher starts it: its variables come from the environment, arrive
 * in the rooms, and the snapshot secret is on no process's command line. Under the launcher's
 * supervisor, a `kill -9` of the process that serves the rooms (workerd, below party-dev) brings
 * them back on the same port.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { processesBelow } from '../tests/fixtures/launcher.ts';
import { freePort, waitFor } from '../tests/fixtures/net.ts';
import { startPartykitDev, type PartykitDev } from './bench-game.ts';
import { ROOM_VARIABLES, roomVarArgs } from './party-dev.ts';
import { superviseRoomServer } from './room-supervisor.ts';

const secret = `snapshot-secret-${randomBytes(12).toString('hex')}`;
const shopOrigin = 'https://shop.example';
let party: PartykitDev;
let port: number;

beforeAll(async () => {
  // The same start as the launcher's: scripts/party-dev.ts with the variables in its environment.
  party = await startPartykitDev({
    vars: {
      GAME_SNAPSHOT_SECRET: secret,
      LUNETTE_API_URL: 'http://127.0.0.1:9',
      ALLOWED_ORIGINS: shopOrigin,
    },
  });
  port = party.port;
}, 90_000);

afterAll(async () => {
  await party?.stop();
  if (party) await rm(party.persistDir, { recursive: true, force: true });
});

/** Opens a room with `origin`; answers the HTTP status of a refused upgrade, or 101. */
function connect(origin: string, on = port): Promise<number> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${on}/parties/main/party-dev-test`, { origin });
    socket.once('open', () => {
      socket.close();
      done(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      done(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', fail);
  });
}

describe('the game-room server of the launcher', () => {
  it('turns only the room variables that are set into partykit arguments', () => {
    expect(roomVarArgs({ LUNETTE_API_URL: 'http://a', PATH: '/bin', ALLOWED_ORIGINS: '' })).toEqual([
      '--var',
      'LUNETTE_API_URL=http://a',
    ]);
  });

  it('hands the environment to the rooms: only the allowed origin may open one', async () => {
    expect(await connect(shopOrigin)).toBe(101);
    expect(await connect('http://localhost:4321')).toBe(403);
  });

  it('shows the snapshot secret on no command line of any process', async () => {
    const offenders: string[] = [];
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      if (cmdline.includes(secret)) offenders.push(`${entry}: ${cmdline.replaceAll('\0', ' ')}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("the game-room server under the launcher's supervisor", () => {
  it('comes back on the same port after kill -9 of the process serving the rooms', async () => {
    const roomsPort = await freePort();
    const persistDir = await mkdtemp(join(tmpdir(), 'lunette-party-supervised-'));
    const logs: string[] = [];
    const rooms = superviseRoomServer({
      port: roomsPort,
      log: (message) => logs.push(message),
      spawnServer: () =>
        spawn(
          process.execPath,
          [
            fileURLToPath(new URL('./party-dev.ts', import.meta.url)),
            '--port',
            String(roomsPort),
            '--persist',
            persistDir,
            '--disable-request-cf-fetch',
            '--no-hotkeys',
          ],
          {
            cwd: fileURLToPath(new URL('..', import.meta.url)),
            detached: true,
            stdio: 'ignore',
            env: {
              ...process.env,
              WRANGLER_SEND_METRICS: 'false',
              CLOUDFLARE_CF_FETCH_ENABLED: 'false',
              // No inherited room variables: local origins may open a room.
              ...Object.fromEntries(ROOM_VARIABLES.map((name) => [name, ''])),
            },
          },
        ),
    });
    try {
      await waitFor(async () => rooms.health().status === 'up', 90_000);
      const wrapper = rooms.pid()!;
      const [workerd] = await processesBelow(wrapper, 'workerd');
      expect(workerd).toBeGreaterThan(0);

      process.kill(workerd!, 'SIGKILL');
      // party-dev itself lives on: what the supervisor has to see past.
      expect(process.kill(wrapper, 0)).toBe(true);
      await waitFor(async () => rooms.health().status === 'up' && rooms.health().restarts === 1, 90_000);
      const [again] = await processesBelow(rooms.pid()!, 'workerd');
      expect(again).toBeGreaterThan(0);
      expect(again).not.toBe(workerd);
      expect(await connect('http://localhost:4321', roomsPort)).toBe(101);
      expect(logs.join('\n')).toContain(`game-room server on port ${roomsPort} is down`);
      expect(logs.join('\n')).toContain(`game-room server is back on port ${roomsPort}`);
    } finally {
      await rooms.stop();
      await rm(persistDir, { recursive: true, force: true });
    }
  }, 200_000);
});
