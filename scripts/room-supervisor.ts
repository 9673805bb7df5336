/**
 * Keeps the game-room server running for the launcher. The launcher's child is scripts/party-dev.ts,
 * but the rooms live in the workerd process that `partykit dev` starts below it: when workerd dies
 * (`kill -9`, out of memory) party-dev lives on, the port closes, and players see "offline". So the
 * supervisor watches what players use, the room port: when it stops accepting connections (or the
 * child exits, or it never opens after a start), the whole process group is stopped and started
 * again on the same port, after a back-off that grows with each restart in a row (1 s, 2 s, 4 s,
 * ... 30 s) and starts over once the server stayed up for a minute. Each start records its pid
 * (scripts/child-pid.ts), so a launcher that is itself killed leaves a server the next start can
 * stop. `health()` is what GET /api/v1/health reports about the rooms.
 */
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import type { RoomServerHealth } from '../functions/types.ts';
import { recordChild } from './child-pid.ts';

export interface RoomSupervisorOptions {
  /** The port the room server listens on (probed on 127.0.0.1). */
  port: number;
  /** Starts the server in a process group of its own (`detached: true`). */
  spawnServer: () => ChildProcess;
  /** Where each start's pid is kept (scripts/child-pid.ts); none: not kept. */
  pidFile?: string;
  /** Whether the port accepts a connection (default: a TCP connect). */
  probe?: (port: number) => Promise<boolean>;
  /** Period of the probe (default 1 s). */
  probeIntervalMs?: number;
  /** Failed probes in a row after which a server that was up counts as down (default 2). */
  failuresBeforeRestart?: number;
  /** A start whose port is not open after this long is started again (default 2 min). */
  startTimeoutMs?: number;
  /** The wait before the n-th restart in a row (default `restartBackoff`). */
  backoff?: (restartsInARow: number) => number;
  /** Up this long, the next restart waits the shortest time again (default 1 min). */
  stableAfterMs?: number;
  /** Wait after SIGTERM before SIGKILL (default 3 s). */
  graceMs?: number;
  log?: (message: string) => void;
  now?: () => Date;
}

export interface RoomSupervisor {
  /** The server's state for the health check. */
  health(): RoomServerHealth;
  /** The pid of the current start (the process group's leader), if one runs. */
  pid(): number | undefined;
  /** Stops the server for good and resolves when its process exited. */
  stop(): Promise<void>;
}

/**
 * The wait before the n-th restart in a row: 1 s, 2 s, 4 s, ... at most 30 s.
 *
 * @example
 * restartBackoff(1); // 1000
 * restartBackoff(9); // 30000
 */
export function restartBackoff(restartsInARow: number): number {
  return Math.min(1000 * 2 ** Math.max(restartsInARow - 1, 0), 30_000);
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` (answers within 2 s). */
export function portAccepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (open: boolean) => {
      socket.destroy();
      done(open);
    };
    socket.setTimeout(2000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/**
 * Starts the server now and keeps it running until `stop()`.
 *
 * @example
 * const rooms = superviseRoomServer({ port: 1999, spawnServer: () => spawn(..., { detached: true }) });
 * rooms.health(); // { status: 'starting', restarts: 0, since: '...' }
 */
export function superviseRoomServer(options: RoomSupervisorOptions): RoomSupervisor {
  const probe = options.probe ?? portAccepts;
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  const failuresBeforeRestart = options.failuresBeforeRestart ?? 2;
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const backoff = options.backoff ?? restartBackoff;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const graceMs = options.graceMs ?? 3000;
  const log = options.log ?? ((message: string) => console.log(`[lunette] ${message}`));
  const now = options.now ?? (() => new Date());

  let state: RoomServerHealth = { status: 'starting', restarts: 0, since: now().toISOString() };
  const enter = (status: RoomServerHealth['status']) => {
    if (state.status !== status) state = { ...state, status, since: now().toISOString() };
  };

  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let startedAt = 0;
  let upSince = 0;
  let failures = 0;
  let restartsInARow = 0;
  let restarting = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Ends the back-off wait early (on stop). */
  let endWait: (() => void) | null = null;

  /** Signals the child's whole group (party-dev and its workerd). */
  const signal = (target: ChildProcess, name: NodeJS.Signals) => {
    if (!target.pid || target.exitCode !== null || target.signalCode !== null) return;
    try {
      process.kill(-target.pid, name);
    } catch {
      try {
        target.kill(name);
      } catch {
        // gone already
      }
    }
  };

  /** Stops the current child's group: SIGTERM, then SIGKILL after the grace time. */
  const stopChild = async () => {
    const current = child;
    if (!current) return;
    const gone = exited;
    signal(current, 'SIGTERM');
    const kill = setTimeout(() => signal(current, 'SIGKILL'), graceMs);
    await gone;
    clearTimeout(kill);
    // A workerd that outlived party-dev would keep the port from the next start: the group once more.
    if (current.pid) {
      try {
        process.kill(-current.pid, 'SIGKILL');
      } catch {
        // the group is gone
      }
    }
    if (child === current) child = null;
  };

  const start = () => {
    const next = options.spawnServer();
    child = next;
    exited = new Promise<void>((done) => {
      if (next.exitCode !== null || next.signalCode !== null) return done();
      next.once('exit', () => done());
      // A process that could not be spawned has no pid and never exits.
      next.once('error', () => next.pid === undefined && done());
    });
    startedAt = Date.now();
    upSince = 0;
    failures = 0;
    next.once('exit', (code, sig) => {
      if (child === next && !stopping && !restarting)
        void restart(`its process exited (${sig ?? `code ${String(code)}`})`);
    });
    next.once('error', (error) => {
      if (child === next && !stopping && !restarting) void restart(`it did not start (${error.message})`);
    });
    if (options.pidFile)
      recordChild(options.pidFile, next.pid).catch((error: unknown) =>
        log(`game-room server pid not recorded: ${String(error)}`),
      );
  };

  const restart = async (reason: string) => {
    if (stopping || restarting) return;
    restarting = true;
    if (upSince && Date.now() - upSince >= stableAfterMs) restartsInARow = 0;
    restartsInARow += 1;
    const wait = backoff(restartsInARow);
    state = { ...state, restarts: state.restarts + 1 };
    enter('restarting');
    log(
      `game-room server on port ${options.port} is down: ${reason}; restart ${state.restarts} in ${(wait / 1000).toFixed(1)} s`,
    );
    await stopChild();
    await new Promise<void>((done) => {
      endWait = done;
      timer = setTimeout(done, wait);
    });
    timer = null;
    endWait = null;
    restarting = false;
    if (stopping) return;
    enter('starting');
    start();
    schedule();
  };

  const check = async () => {
    timer = null;
    if (stopping || restarting) return;
    const open = await probe(options.port).catch(() => false);
    if (stopping || restarting) return;
    if (open) {
      failures = 0;
      if (state.status !== 'up') {
        upSince = Date.now();
        if (state.restarts > 0) log(`game-room server is back on port ${options.port}`);
        enter('up');
      }
    } else if (state.status === 'up') {
      failures += 1;
      if (failures >= failuresBeforeRestart) return void restart('its port no longer accepts connections');
    } else if (Date.now() - startedAt > startTimeoutMs) {
      return void restart(`its port did not open within ${Math.round(startTimeoutMs / 1000)} s`);
    }
    schedule();
  };

  const schedule = () => {
    if (stopping || restarting) return;
    timer = setTimeout(() => void check(), probeIntervalMs);
    timer.unref?.();
  };

  start();
  schedule();

  return {
    health: () => ({ ...state }),
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      endWait?.();
      enter('stopped');
      await stopChild();
    },
  };
}
