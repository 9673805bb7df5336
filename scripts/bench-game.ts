/**
 * Game fan-out latency (`npm run bench`, skip with --no-game; alone: `npx node scripts/bench-game.ts`):
 * N clients in one game room (N = 10 and 100), one client taps +1, and every client records when
 * it sees the room's `applied` broadcast of that tap. Prints p50/p99 of each delivery and of the
 * slowest client per tap ("every client saw it"), for sequential taps and for bursts in which every
 * client taps at once. The same number of clients against a plain `ws` broadcast server (each
 * message to every client as is: no parsing, no storage) in a child process give the baseline of
 * this machine, measured in the same run, taking turns with the room; the ratio room / baseline is
 * printed. Goals at 100 clients: sequential p99 <= 50 ms, burst p99 "all saw" <= 2x the baseline.
 *
 * Then the first tap after joining, through the browser store itself (`src/game/store.ts`, the
 * client code the phones run: connection, hello/welcome, sync): phone A has a game with a player;
 * each round a new phone opens the game by its id, as a link does, and taps at once; printed are
 * p50/p99/max of joining (until welcomed) and of that first tap and the next until phone A's view
 * shows them (alone: `npx node scripts/bench-game.ts --first-tap`).
 *
 * The room is a real `partykit dev` on a free port with its own temporary storage, started and
 * stopped here (`startPartykitDev`, also used by the e2e restart test). Figures only; nothing here
 * asserts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import type { ReadableAtom } from 'nanostores';
import { PROTOCOL_VERSION } from '../src/game/protocol.ts';
import { scoreOf } from '../src/game/scores.ts';
import { createGameStore, type GameView } from '../src/game/store.ts';
import { ROOM_VARIABLES } from './party-dev.ts';
import { freePort, waitFor } from '../tests/fixtures/net.ts';

/** The launcher's way to run `partykit dev`: room variables through the environment (party-dev.ts). */
const partyDev = fileURLToPath(new URL('./party-dev.ts', import.meta.url));
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface PartykitDev {
  /** `127.0.0.1:<port>`, as partysocket takes it. */
  host: string;
  port: number;
  /** Where room storage persists (survives `stop()` unless `cleanUp` is called). */
  persistDir: string;
  /** Stops the server and its workerd child: SIGTERM, or SIGKILL to test a crash. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  /** Output so far, for error messages. */
  output: () => string;
}

/**
 * Starts `partykit dev` for this project on a free port (or `port`) with room storage in
 * `persistDir` (a new temp folder by default) and the given room variables; resolves when it
 * answers HTTP.
 *
 * @example
 * const party = await startPartykitDev({ vars: { GAME_SNAPSHOT_SECRET: 's' } });
 * ...; await party.stop();
 */
export async function startPartykitDev(
  options: { port?: number; persistDir?: string; vars?: Record<string, string> } = {},
): Promise<PartykitDev> {
  const port = options.port ?? (await freePort());
  const persistDir = options.persistDir ?? (await mkdtemp(join(tmpdir(), 'lunette-party-')));
  const child: ChildProcess = spawn(
    process.execPath,
    [partyDev, '--port', String(port), '--persist', persistDir, '--disable-request-cf-fetch', '--no-hotkeys'],
    {
      cwd: projectRoot,
      // Its own process group, so that stopping it also stops workerd.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // Only the room variables named here reach the room (not an inherited secret of this process).
        ...Object.fromEntries(ROOM_VARIABLES.map((name) => [name, options.vars?.[name] ?? ''])),
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  try {
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) !== null,
      60_000,
      exited,
    );
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`partykit dev did not start: ${String(error)}\n${output}`, { cause: error });
  }
  return { host: `127.0.0.1:${port}`, port, persistDir, stop, output: () => output };
}

// ---------------------------------------------------------------------------------------------------
// Measuring.

/** A connected client: the time each tap id was first seen. */
interface BenchClient {
  socket: WebSocket;
  seen: Map<string, number>;
  onSeen: (() => void) | null;
}

interface Target {
  name: string;
  url: string;
  /** Messages each client sends right after connecting (the room: hello), and then the tap. */
  greet: (index: number) => string[];
  tap: (tapId: string) => string;
  /** The tap ids a message carries (the room: the `applied` operations' ids; the baseline: `id`). */
  tapIdsOf: (message: Record<string, unknown>) => string[];
  /** Resolves when a client is ready (the room: welcomed). */
  ready: (message: Record<string, unknown>) => boolean;
  /** Runs once the first client is ready, before the others connect (the room: create the game). */
  afterFirst?: (first: BenchClient) => Promise<void>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function connect(target: Target, index: number): Promise<BenchClient> {
  const socket = new WebSocket(target.url);
  const client: BenchClient = { socket, seen: new Map(), onSeen: null };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (target.ready(message)) resolve();
      const now = performance.now();
      let fresh = false;
      for (const tapId of target.tapIdsOf(message)) {
        if (client.seen.has(tapId)) continue;
        client.seen.set(tapId, now);
        fresh = true;
      }
      if (fresh) client.onSeen?.();
    });
    socket.once('open', () => {
      for (const text of target.greet(index)) socket.send(text);
    });
  });
  return client;
}

/** Resolves when every client has seen every tap id (rejects after 10 s). */
function allSeen(clients: BenchClient[], tapIds: string[]): Promise<void> {
  const done = () => clients.every((client) => tapIds.every((id) => client.seen.has(id)));
  return new Promise((resolve, reject) => {
    if (done()) return resolve();
    const timer = setTimeout(() => {
      for (const client of clients) client.onSeen = null;
      reject(new Error(`not every client saw taps ${tapIds.slice(0, 3).join(', ')} ... within 10 s`));
    }, 10_000);
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      for (const client of clients) client.onSeen = null;
      resolve();
    };
    for (const client of clients) client.onSeen = check;
  });
}

/** Every delivery (tap -> one client) and, per tap, the slowest one ("every client saw it"), in ms. */
interface Figures {
  deliveries: number[];
  slowest: number[];
}

/** The clients of one target, connected in small groups (a hundred simultaneous upgrades is a different benchmark). */
async function connectClients(target: Target, clientCount: number): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let i = 0; i < clientCount; i += 10) {
    const group = Array.from({ length: Math.min(10, clientCount - i) }, (_, j) => connect(target, i + j));
    clients.push(...(await Promise.all(group)));
    if (i === 0 && clients[0] !== undefined) await target.afterFirst?.(clients[0]);
  }
  return clients;
}

let tapCounter = 0;

/** `senders` tap at once; resolves when every client saw every tap. */
async function tapOnce(target: Target, clients: BenchClient[], senders: BenchClient[], into: Figures) {
  const sent = senders.map((sender) => {
    const tapId = `t${++tapCounter}-${Math.random().toString(36).slice(2, 8)}`;
    return { sender, tapId, at: performance.now() };
  });
  for (const { sender, tapId } of sent) sender.socket.send(target.tap(tapId));
  await allSeen(
    clients,
    sent.map((s) => s.tapId),
  );
  for (const { tapId, at } of sent) {
    const times = clients.map((client) => (client.seen.get(tapId) ?? Number.NaN) - at);
    into.deliveries.push(...times);
    into.slowest.push(Math.max(...times));
  }
  for (const client of clients) client.seen.clear();
}

/** What one target measured at one client count. */
export interface FanOutFigures {
  target: string;
  clients: number;
  mode: 'sequential' | 'burst';
  samples: number;
  p50: number;
  p99: number;
  /** p50 / p99 until every client saw a tap. */
  allSawP50: number;
  allSawP99: number;
}

/**
 * Sequential taps (tap i from client i mod N, wait until all saw it), then bursts (every client
 * taps at once). The targets take turns tap by tap and burst by burst, so that whatever else the
 * machine does in the meantime slows them alike.
 */
async function measure(
  targets: Target[],
  clientCount: number,
  taps: number,
  bursts: number,
): Promise<FanOutFigures[]> {
  const runs = [];
  for (const target of targets) {
    runs.push({
      target,
      clients: await connectClients(target, clientCount),
      sequential: { deliveries: [], slowest: [] } as Figures,
      burst: { deliveries: [], slowest: [] } as Figures,
    });
  }
  const warmUp: Figures = { deliveries: [], slowest: [] };
  for (let round = 0; round < 20; round++) {
    for (const run of runs) {
      await tapOnce(run.target, run.clients, [run.clients[round % clientCount] as BenchClient], warmUp);
    }
  }
  for (let round = 0; round < taps; round++) {
    for (const run of runs) {
      const sender = run.clients[round % clientCount] as BenchClient;
      await tapOnce(run.target, run.clients, [sender], run.sequential);
    }
  }
  for (let round = 0; round < bursts; round++) {
    for (const run of runs) await tapOnce(run.target, run.clients, run.clients, run.burst);
  }
  for (const run of runs) for (const client of run.clients) client.socket.close();
  return runs.flatMap((run) =>
    (['sequential', 'burst'] as const).map((mode) => {
      const deliveries = [...run[mode].deliveries].sort((a, b) => a - b);
      const slowest = [...run[mode].slowest].sort((a, b) => a - b);
      return {
        target: run.target.name,
        clients: clientCount,
        mode,
        samples: deliveries.length,
        p50: percentile(deliveries, 50),
        p99: percentile(deliveries, 99),
        allSawP50: percentile(slowest, 50),
        allSawP99: percentile(slowest, 99),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Targets.

function roomTarget(host: string, room: string): Target {
  const playerId = 'bench-player';
  return {
    name: 'game room (partykit dev)',
    url: `ws://${host}/parties/main/${room}`,
    greet: (index) => [
      JSON.stringify({
        type: 'hello',
        version: PROTOCOL_VERSION,
        clientId: `bench-${index}`,
        intent: 'create',
      }),
    ],
    // The first client creates the game and its player before the others start tapping.
    afterFirst: async (first) => {
      first.socket.send(JSON.stringify({ type: 'createGame', opId: 'bench-create' }));
      first.socket.send(
        JSON.stringify({ type: 'addPlayer', opId: 'bench-add', playerId, playerName: 'Bench' }),
      );
      await allSeen([first], ['bench-create', 'bench-add']);
      first.seen.clear();
    },
    tap: (tapId) => JSON.stringify({ type: 'score', opId: tapId, pageId: 'bench-hole', playerId, delta: 1 }),
    tapIdsOf: (message) => {
      if (message['type'] !== 'applied') return [];
      const ops = message['ops'];
      if (!Array.isArray(ops)) return [];
      return ops.flatMap((op: { opId?: unknown }) => (typeof op.opId === 'string' ? [op.opId] : []));
    },
    ready: (message) => message['type'] === 'welcome',
  };
}

function baselineTarget(port: number): Target {
  return {
    name: 'plain ws broadcast (baseline)',
    url: `ws://127.0.0.1:${port}/`,
    greet: () => [],
    tap: (tapId) => JSON.stringify({ id: tapId }),
    tapIdsOf: (message) => (typeof message['id'] === 'string' ? [message['id']] : []),
    ready: (message) => message['type'] === 'ready',
  };
}

/** The baseline server: every message goes to every client, as is. Runs in a child process. */
function runBaselineServer(port: number): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  server.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'ready' }));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      for (const client of server.clients) client.send(data, { binary: isBinary });
    });
  });
  server.on('listening', () => console.log('ready'));
}

async function startBaseline(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--baseline-server', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { port, stop: () => child.kill() };
}

// ---------------------------------------------------------------------------------------------------
// The first tap after joining, through the browser store.

/** Browser storage in memory, one per phone. */
class MemoryStorage {
  readonly #items = new Map<string, string>();
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, value);
  removeItem = (key: string) => void this.#items.delete(key);
}

/** Resolves once the view satisfies `check` (rejects after 10 s). */
function viewUntil($game: ReadableAtom<GameView>, check: (view: GameView) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      queueMicrotask(() => unbind());
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the store did not get there within 10 s'));
    }, 10_000);
    const unbind = $game.subscribe((view) => {
      if (!check(view)) return;
      stop();
      resolve();
    });
  });
}

/** What the first tap after joining costs, in ms per round. */
export interface FirstTapFigures {
  /** Opening the game by its id until the room welcomed the phone. */
  join: number[];
  /** The joined phone's first tap until the other phone's view shows it. */
  firstTap: number[];
  /** Its second tap, likewise (the steady state to compare with). */
  secondTap: number[];
}

/**
 * Phone A creates a game with a player; each round a new phone joins it by id and taps twice.
 *
 * @example
 * const { firstTap } = await measureFirstTapAfterJoin('127.0.0.1:1999', 30);
 */
export async function measureFirstTapAfterJoin(host: string, rounds: number): Promise<FirstTapFigures> {
  const phone = async () => {
    const store = createGameStore({ storage: new MemoryStorage(), log: () => undefined });
    await store.configureGame({ partyHost: `ws://${host}` });
    return store;
  };
  const a = await phone();
  const figures: FirstTapFigures = { join: [], firstTap: [], secondTap: [] };
  try {
    const id = await a.createGame();
    const playerId = a.addPlayer('Bench') ?? '';
    await viewUntil(a.$game, (view) => view.status === 'ready' && view.pending === 0);
    let expected = 0;
    for (let round = 0; round < rounds; round++) {
      const b = await phone();
      const opened = performance.now();
      const status = await b.openGame(id);
      if (status !== 'ready') throw new Error(`the joining phone is ${status}`);
      figures.join.push(performance.now() - opened);
      for (const into of [figures.firstTap, figures.secondTap]) {
        const tapped = performance.now();
        b.changeScore('bench-hole', playerId, 1);
        expected += 1;
        await viewUntil(a.$game, (view) => scoreOf(view.holes, 'bench-hole', playerId) === expected);
        into.push(performance.now() - tapped);
      }
      b.leaveGame();
    }
  } finally {
    a.leaveGame();
  }
  return figures;
}

function printFirstTap(figures: FirstTapFigures): void {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const line = (name: string, values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const at = (p: number) => percentile(sorted, p).toFixed(1);
    console.log(
      `${pad(name, 48)}${pad(at(50), 8)}${pad(at(99), 8)}${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
    );
  };
  console.log(`\nFirst tap after joining, browser store + room, ${figures.join.length} phones (ms)\n`);
  console.log(`${pad('', 48)}${pad('p50', 8)}${pad('p99', 8)}max`);
  line('join (open by id until welcomed)', figures.join);
  line("first tap until the other phone's view has it", figures.firstTap);
  line('second tap, likewise', figures.secondTap);
}

// ---------------------------------------------------------------------------------------------------

const CLIENT_COUNTS = [10, 100];
const TAPS = 500;
const BURSTS = 20;
const FIRST_TAP_ROUNDS = 30;
const ROOM_NAME = 'game room (partykit dev)';
const BASELINE_NAME = 'plain ws broadcast (baseline)';

/** The game figures of one run: every row, and room / baseline of "every client saw a burst's tap" p99. */
export interface GameBenchFigures {
  rows: FanOutFigures[];
  /** Room p99 / baseline p99 until every client saw a tap, bursts at the largest client count. */
  burstRatio: number;
  /** The first tap after joining, through the browser store. */
  firstTap: FirstTapFigures;
}

/**
 * Runs the fan-out benchmark, prints its table and returns its figures.
 *
 * @example
 * const { burstRatio } = await benchGame();
 */
export async function benchGame(): Promise<GameBenchFigures> {
  console.log('\nGame fan-out: a score tap until every client sees it (ms)\n');
  const party = await startPartykitDev();
  const baseline = await startBaseline();
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const ms = (n: number) => n.toFixed(1);
  console.log(
    `${pad('target', 32)}${pad('clients', 9)}${pad('mode', 12)}${pad('samples', 9)}` +
      `${pad('p50', 8)}${pad('p99', 8)}${pad('all saw p50', 13)}all saw p99`,
  );
  const rows: FanOutFigures[] = [];
  let firstTap: FirstTapFigures;
  try {
    for (const clients of CLIENT_COUNTS) {
      const targets = [
        roomTarget(party.host, `bench-${clients}-${Date.now()}`),
        baselineTarget(baseline.port),
      ];
      rows.push(...(await measure(targets, clients, TAPS, BURSTS)));
    }
    firstTap = await measureFirstTapAfterJoin(party.host, FIRST_TAP_ROUNDS);
  } finally {
    baseline.stop();
    await party.stop();
    await rm(party.persistDir, { recursive: true, force: true });
  }
  for (const row of rows) {
    console.log(
      `${pad(row.target, 32)}${pad(row.clients, 9)}${pad(row.mode === 'burst' ? `burst x${row.clients}` : 'sequential', 12)}` +
        `${pad(row.samples, 9)}${pad(ms(row.p50), 8)}${pad(ms(row.p99), 8)}` +
        `${pad(ms(row.allSawP50), 13)}${ms(row.allSawP99)}`,
    );
  }
  const ratio = (clients: number, mode: FanOutFigures['mode']) => {
    const of = (name: string) =>
      rows.find((r) => r.target === name && r.clients === clients && r.mode === mode);
    return (of(ROOM_NAME)?.allSawP99 ?? Number.NaN) / (of(BASELINE_NAME)?.allSawP99 ?? Number.NaN);
  };
  console.log('\nroom / baseline, p99 until every client saw a tap:');
  for (const clients of CLIENT_COUNTS) {
    console.log(
      `  ${pad(`${clients} clients`, 13)}sequential ${ratio(clients, 'sequential').toFixed(2)}x   burst ${ratio(clients, 'burst').toFixed(2)}x`,
    );
  }
  const largest = CLIENT_COUNTS.at(-1) ?? 0;
  console.log(
    `\n${TAPS} sequential taps (each from the next client) and ${BURSTS} bursts (every client taps at once) per row,` +
      ' after 20 warm-up taps; room and baseline take turns tap by tap. Goals at 100 clients: sequential p99' +
      ' <= 50 ms; burst "all saw" p99 <= 2x the baseline.',
  );
  printFirstTap(firstTap);
  return { rows, burstRatio: ratio(largest, 'burst'), firstTap };
}

/** Only the first tap after joining (`--first-tap`). */
async function benchFirstTapOnly(): Promise<void> {
  const party = await startPartykitDev();
  try {
    printFirstTap(await measureFirstTapAfterJoin(party.host, FIRST_TAP_ROUNDS));
  } finally {
    await party.stop();
    await rm(party.persistDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const flag = process.argv.indexOf('--baseline-server');
  if (flag !== -1) runBaselineServer(Number(process.argv[flag + 1]));
  else
    (process.argv.includes('--first-tap') ? benchFirstTapOnly() : benchGame()).then(
      () => undefined,
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
