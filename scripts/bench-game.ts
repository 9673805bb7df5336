/**
 * Game fan-out latency (`npm run bench`, skip with --no-game; alone: `node scripts/bench-game.ts`):
 * N clients in one game room (N = 10 and 100), one client taps +1, and every client records when
 * it sees the room's `applied` broadcast of that tap. Prints p50/p99 of each delivery and of the
 * slowest client per tap ("every client saw it"), for sequential taps and for bursts in which every
 * client taps at once. The same clients against a plain `ws` broadcast server (no parsing, no
 * storage) in a child process give the baseline of this machine. Goal: p99 <= 50 ms at 100 clients.
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
import { PROTOCOL_VERSION } from '../src/game/protocol.ts';
import { freePort, waitFor } from '../tests/fixtures/net.ts';

const partykitBin = fileURLToPath(new URL('../node_modules/partykit/dist/bin.mjs', import.meta.url));
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
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}=${value}`]);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      partykitBin,
      'dev',
      '--port',
      String(port),
      '--persist',
      persistDir,
      '--disable-request-cf-fetch',
      '--no-hotkeys',
      ...vars,
    ],
    {
      cwd: projectRoot,
      // Its own process group, so that stopping it also stops workerd.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
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

/** How a message identifies the tap it carries (the room: `applied` op id; the baseline: `id`). */
type TapIdOf = (message: Record<string, unknown>) => string | undefined;

interface Target {
  name: string;
  url: string;
  /** Messages each client sends right after connecting (the room: hello), and then the tap. */
  greet: (index: number) => string[];
  tap: (tapId: string) => string;
  tapIdOf: TapIdOf;
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
      const tapId = target.tapIdOf(message);
      if (tapId !== undefined && !client.seen.has(tapId)) {
        client.seen.set(tapId, performance.now());
        client.onSeen?.();
      }
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

interface Figures {
  deliveries: number[];
  slowest: number[];
}

/** Sequential taps: tap i from client i mod N, wait until all saw it. Then bursts: all tap at once. */
async function measure(target: Target, clientCount: number, taps: number, bursts: number) {
  const clients: BenchClient[] = [];
  // Connect in small groups: a hundred simultaneous upgrades is a different benchmark.
  for (let i = 0; i < clientCount; i += 10) {
    const group = Array.from({ length: Math.min(10, clientCount - i) }, (_, j) => connect(target, i + j));
    clients.push(...(await Promise.all(group)));
    if (i === 0 && clients[0] !== undefined) await target.afterFirst?.(clients[0]);
  }
  let counter = 0;
  const tapOnce = async (senders: BenchClient[]): Promise<Figures> => {
    const sent = senders.map((sender) => {
      const tapId = `t${++counter}-${Math.random().toString(36).slice(2, 8)}`;
      return { sender, tapId, at: performance.now() };
    });
    for (const { sender, tapId } of sent) sender.socket.send(target.tap(tapId));
    await allSeen(
      clients,
      sent.map((s) => s.tapId),
    );
    const deliveries: number[] = [];
    const slowest: number[] = [];
    for (const { tapId, at } of sent) {
      const times = clients.map((client) => (client.seen.get(tapId) ?? Number.NaN) - at);
      deliveries.push(...times);
      slowest.push(Math.max(...times));
    }
    for (const client of clients) client.seen.clear();
    return { deliveries, slowest };
  };
  const collect = async (rounds: number, senders: (round: number) => BenchClient[]): Promise<Figures> => {
    const all: Figures = { deliveries: [], slowest: [] };
    for (let round = 0; round < rounds; round++) {
      const figures = await tapOnce(senders(round));
      all.deliveries.push(...figures.deliveries);
      all.slowest.push(...figures.slowest);
    }
    return all;
  };
  const one = (round: number) => [clients[round % clients.length] as BenchClient];
  await collect(20, one); // warm-up
  const sequential = await collect(taps, one);
  const burst = await collect(bursts, () => clients);
  for (const client of clients) client.socket.close();
  return { sequential, burst };
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
    },
    tap: (tapId) => JSON.stringify({ type: 'score', opId: tapId, pageId: 'bench-hole', playerId, delta: 1 }),
    tapIdOf: (message) => {
      if (message['type'] !== 'applied') return undefined;
      const op = message['op'] as { opId?: unknown } | undefined;
      return typeof op?.opId === 'string' ? op.opId : undefined;
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
    tapIdOf: (message) => (typeof message['id'] === 'string' ? message['id'] : undefined),
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

const CLIENT_COUNTS = [10, 100];
const TAPS = 500;
const BURSTS = 10;

/**
 * Runs the fan-out benchmark and prints its table.
 *
 * @example
 * await benchGame();
 */
export async function benchGame(): Promise<void> {
  console.log('\nGame fan-out: a score tap until every client sees it (ms)\n');
  const party = await startPartykitDev();
  const baseline = await startBaseline();
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const ms = (n: number) => n.toFixed(1);
  console.log(
    `${pad('target', 32)}${pad('clients', 9)}${pad('mode', 12)}${pad('samples', 9)}` +
      `${pad('p50', 8)}${pad('p99', 8)}${pad('all saw p50', 13)}all saw p99`,
  );
  try {
    for (const clients of CLIENT_COUNTS) {
      const targets = [
        roomTarget(party.host, `bench-${clients}-${Date.now()}`),
        baselineTarget(baseline.port),
      ];
      for (const target of targets) {
        const result = await measure(target, clients, TAPS, BURSTS);
        for (const [mode, figures] of Object.entries(result)) {
          const deliveries = [...figures.deliveries].sort((a, b) => a - b);
          const slowest = [...figures.slowest].sort((a, b) => a - b);
          console.log(
            `${pad(target.name, 32)}${pad(clients, 9)}${pad(mode === 'burst' ? `burst x${clients}` : 'sequential', 12)}` +
              `${pad(deliveries.length, 9)}${pad(ms(percentile(deliveries, 50)), 8)}${pad(ms(percentile(deliveries, 99)), 8)}` +
              `${pad(ms(percentile(slowest, 50)), 13)}${ms(percentile(slowest, 99))}`,
          );
        }
      }
    }
  } finally {
    baseline.stop();
    await party.stop();
    await rm(party.persistDir, { recursive: true, force: true });
  }
  console.log(
    `\n${TAPS} sequential taps (each from the next client) and ${BURSTS} bursts (every client taps at once) per row,` +
      ' after 20 warm-up taps. Goal: sequential p99 <= 50 ms at 100 clients.',
  );
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const flag = process.argv.indexOf('--baseline-server');
  if (flag !== -1) runBaselineServer(Number(process.argv[flag + 1]));
  else
    benchGame().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
