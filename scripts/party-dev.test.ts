/**
 * The game-room server as the launcher starts it: its variables come from the environment, arrive
 * in the rooms, and the snapshot secret is on no process's command line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, waitFor } from '../tests/fixtures/net.ts';
import { roomVarArgs } from './party-dev.ts';

const script = fileURLToPath(new URL('./party-dev.ts', import.meta.url));
const secret = `snapshot-secret-${randomBytes(12).toString('hex')}`;
const shopOrigin = 'https://shop.example';
let child: ChildProcess;
let exited: Promise<void>;
let port: number;
let persistDir: string;
let output = '';

beforeAll(async () => {
  port = await freePort();
  persistDir = await mkdtemp(join(tmpdir(), 'lunette-party-dev-'));
  child = spawn(
    process.execPath,
    [script, '--port', String(port), '--persist', persistDir, '--disable-request-cf-fetch', '--no-hotkeys'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        GAME_SNAPSHOT_SECRET: secret,
        LUNETTE_API_URL: 'http://127.0.0.1:9',
        ALLOWED_ORIGINS: shopOrigin,
      },
    },
  );
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  exited = new Promise((done) => child.once('exit', () => done()));
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) !== null,
    60_000,
  ).catch((error: unknown) => {
    throw new Error(`the game-room server did not start: ${String(error)}\n${output}`, { cause: error });
  });
}, 90_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
    await exited;
  }
  await rm(persistDir, { recursive: true, force: true });
});

/** Opens a room with `origin`; answers the HTTP status of a refused upgrade, or 101. */
function connect(origin: string): Promise<number> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/parties/main/party-dev-test`, { origin });
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
