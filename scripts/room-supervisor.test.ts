/**
 * The supervisor of the game-room server, with stand-ins shaped like the real thing: a wrapper
 * process (party-dev.ts) whose child listens on the port (workerd). Killing the listener leaves the
 * wrapper running, as `kill -9` of workerd leaves party-dev; the supervisor must notice by the port.
 * (party-dev.test.ts does the same with the real `partykit dev`.)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../tests/fixtures/net.ts';
import { portAccepts, restartBackoff, superviseRoomServer, type RoomSupervisor } from './room-supervisor.ts';

/** The listener: a TCP server on the port that writes its pid to a file once it listens. */
const LISTENER = `
const [port, pidFile] = process.argv.slice(1);
const server = require('node:net').createServer((socket) => socket.end());
server.listen(Number(port), '0.0.0.0', () => require('node:fs').writeFileSync(pidFile, String(process.pid)));
`;
/** The wrapper: starts the listener and lives on whatever happens to it (exits on a file's command). */
const WRAPPER = `
const [port, pidFile, mode] = process.argv.slice(1);
if (mode === 'exit-soon') setTimeout(() => process.exit(3), 300);
require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(LISTENER)}, port, pidFile], { stdio: 'ignore' });
setInterval(() => {}, 1000);
`;

let dir: string;
let supervisor: RoomSupervisor | null = null;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-rooms-'));
});
afterEach(async () => {
  await supervisor?.stop();
  supervisor = null;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Whether `pid` runs (a zombie nobody reaped yet does not). */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== '' && state !== 'Z' && state !== 'X';
}

async function supervise(mode = 'stay', extra: Partial<Parameters<typeof superviseRoomServer>[0]> = {}) {
  const port = await freePort();
  const listenerPidFile = join(dir, `listener-${port}.pid`);
  const logs: string[] = [];
  const modes = [mode];
  supervisor = superviseRoomServer({
    port,
    pidFile: join(dir, `party-${port}.pid`),
    probeIntervalMs: 50,
    backoff: () => 100,
    graceMs: 500,
    log: (message) => logs.push(message),
    spawnServer: () =>
      spawn(process.execPath, ['-e', WRAPPER, String(port), listenerPidFile, modes.shift() ?? 'stay'], {
        detached: true,
        stdio: 'ignore',
      }),
    ...extra,
  });
  const listenerPid = async () => Number(await readFile(listenerPidFile, 'utf8').catch(() => '0'));
  return { port, logs, supervisor, listenerPid, pidFile: join(dir, `party-${port}.pid`) };
}

describe('the game-room supervisor', () => {
  it('waits 1 s, 2 s, 4 s, ... at most 30 s between restarts in a row', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartBackoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('restarts the server on the same port when its listener dies and the wrapper lives on', async () => {
    const { port, logs, supervisor, listenerPid, pidFile } = await supervise();
    await waitFor(async () => supervisor.health().status === 'up', 20_000);
    expect(supervisor.health().restarts).toBe(0);
    const firstWrapper = supervisor.pid()!;
    expect(Number(await readFile(pidFile, 'utf8'))).toBe(firstWrapper);
    const firstListener = await listenerPid();

    process.kill(firstListener, 'SIGKILL');
    // The wrapper lives on: only the port tells that the rooms are gone.
    expect(await alive(firstWrapper)).toBe(true);
    await waitFor(
      async () => supervisor.health().restarts === 1 && supervisor.health().status === 'up',
      20_000,
    );
    const secondListener = await listenerPid();
    expect(secondListener).not.toBe(firstListener);
    expect(await portAccepts(port)).toBe(true);
    // The old wrapper was stopped with its group, and the new one is recorded for the next start.
    await waitFor(async () => !(await alive(firstWrapper)), 5000);
    expect(supervisor.pid()).not.toBe(firstWrapper);
    expect(Number(await readFile(pidFile, 'utf8'))).toBe(supervisor.pid());
    expect(logs.join('\n')).toContain(`game-room server on port ${port} is down: its port no longer accepts`);
    expect(logs.join('\n')).toContain(`game-room server is back on port ${port}`);
  }, 30_000);

  it('restarts a server whose process exits, and reports it in between', async () => {
    const { logs, supervisor } = await supervise('exit-soon', { backoff: () => 1500 });
    await waitFor(async () => supervisor.health().status === 'restarting', 20_000);
    expect(supervisor.health().restarts).toBe(1);
    expect(logs.join('\n')).toContain('its process exited (code 3)');
    await waitFor(async () => supervisor.health().status === 'up', 20_000);
    expect(supervisor.health().restarts).toBe(1);
  }, 30_000);

  it('stops the whole group for good', async () => {
    const { port, supervisor, listenerPid } = await supervise();
    await waitFor(async () => supervisor.health().status === 'up', 20_000);
    const wrapper = supervisor.pid()!;
    const listener = await listenerPid();
    await supervisor.stop();
    expect(supervisor.health().status).toBe('stopped');
    await waitFor(async () => !(await alive(wrapper)) && !(await alive(listener)), 5000);
    expect(await portAccepts(port)).toBe(false);
  }, 30_000);
});
