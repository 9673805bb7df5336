/**
 * The game-room server as the launcher starts it: its variables come from the environment, arrive
 * in the rooms, and the snapshot secret is on no process's command line.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startPartykitDev, type PartykitDev } from './bench-game.ts';
import { roomVarArgs } from './party-dev.ts';

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
