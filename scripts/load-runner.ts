/**
 * The machinery of the load suite (scripts/load.ts): a load server started as its own process
 * (`startServer`, ready once it prints its ready line), its CPU time from /proc, signing in, the
 * open and closed loops that send requests and time their answers, and the field saver that both
 * parts use (each field with one save in flight, every acknowledged save verified afterwards).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Client, Pool } from 'undici';
import { Histogram, dueAt, dueCount } from './load-stats.ts';
import { READY_PREFIX, type SaveTarget } from './load-targets.ts';

/** A path beside these scripts (the load servers are started by file). */
export const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What a load server announces once it listens. */
export interface ReadyInfo {
  port: number;
  targets: SaveTarget[];
  accounts?: Record<'admin' | 'optician', { email: string; password: string }>;
}

export interface RunningServer {
  origin: string;
  info: ReadyInfo;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a load server script as its own Node process; resolves once it printed its ready line. */
export async function startServer(
  script: string,
  args: string[] = [],
  { nodeArgs = [] as string[], timeoutMs = 90_000 } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-8000);
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const info = await new Promise<ReadyInfo>((done, fail) => {
    let out = '';
    const timer = setTimeout(
      () => fail(new Error(`${script} not ready after ${timeoutMs} ms\n${stderr}`)),
      timeoutMs,
    );
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith(READY_PREFIX));
      if (!line) return;
      clearTimeout(timer);
      done(JSON.parse(line.slice(READY_PREFIX.length)) as ReadyInfo);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`${script} exited (${code}) before it was ready\n${stderr}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${info.port}`,
    info,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere.
 * Per save it is a figure that other load on the machine hardly changes, unlike latency.
 */
export async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // Fields after the command name (which may hold spaces) start at field 3; utime, stime are 14, 15.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return null;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

/** Signs in through the real endpoint; the Cookie header for later requests. */
export async function signIn(pool: Pool, origin: string, account: { email: string; password: string }) {
  const res = await pool.request({
    path: '/api/v1/auth/sign-in/email',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in as ${account.email}: ${res.statusCode} ${text}`);
  const setCookie = res.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='));
  if (cookies.length === 0) throw new Error(`sign-in as ${account.email} set no cookie`);
  return cookies.join('; ');
}

/** What one request returned: ok, or an error with a short description. */
export type Outcome = { ok: true } | { ok: false; error: string };

export interface RunResult {
  histogram: Histogram;
  sent: number;
  errors: number;
  /** The first few error descriptions (for the report). */
  errorSamples: string[];
  seconds: number;
  /** Completed requests per second. */
  throughput: number;
}

function collector() {
  const histogram = new Histogram();
  const errorSamples: string[] = [];
  let errors = 0;
  return {
    histogram,
    errorSamples,
    get errors() {
      return errors;
    },
    settle(outcome: Outcome, latencyMs: number) {
      histogram.record(latencyMs);
      if (!outcome.ok) {
        errors += 1;
        if (errorSamples.length < 8) errorSamples.push(outcome.error);
      }
    },
  };
}

/**
 * Open loop: request i is sent at start + i / rate whatever the answers do, and its latency counts
 * from that due time (a server that falls behind is charged for the queue, no coordinated omission).
 */
export async function openLoop(
  { rate, seconds, drainMs = 15_000 }: { rate: number; seconds: number; drainMs?: number },
  send: (index: number) => Promise<Outcome>,
): Promise<RunResult> {
  const total = Math.max(1, Math.round(rate * seconds));
  const results = collector();
  const inflight = new Set<Promise<void>>();
  const start = performance.now();
  let issued = 0;
  const launch = (index: number) => {
    const due = start + dueAt(index, rate);
    const run = send(index)
      .catch((error: unknown): Outcome => ({ ok: false, error: String(error) }))
      .then((outcome) => results.settle(outcome, performance.now() - due))
      .finally(() => inflight.delete(run));
    inflight.add(run);
  };
  await new Promise<void>((done) => {
    const tick = () => {
      const due = dueCount(performance.now() - start, rate, total);
      while (issued < due) launch(issued++);
      if (issued >= total) return done();
      const wait = start + dueAt(issued, rate) - performance.now();
      setTimeout(tick, Math.max(0, Math.min(wait, 5)));
    };
    tick();
  });
  // Bounded in time: what has not answered `drainMs` after the last request was sent is an error.
  const drained = performance.now() + drainMs;
  while (inflight.size && performance.now() < drained) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all([...inflight]),
      new Promise((done) => (timer = setTimeout(done, drained - performance.now()))),
    ]);
    clearTimeout(timer);
  }
  const unanswered = inflight.size;
  const elapsed = (performance.now() - start) / 1000;
  return {
    histogram: results.histogram,
    sent: total,
    errors: results.errors + unanswered,
    errorSamples: unanswered
      ? [...results.errorSamples, `${unanswered} requests unanswered ${drainMs} ms after the last was sent`]
      : results.errorSamples,
    seconds: elapsed,
    throughput: total / elapsed,
  };
}

/** Closed loop: `concurrency` senders, each sending its next request when the last one answered. */
export async function closedLoop(
  { concurrency, seconds }: { concurrency: number; seconds: number },
  send: (index: number) => Promise<Outcome>,
): Promise<RunResult> {
  const results = collector();
  const start = performance.now();
  const end = start + seconds * 1000;
  let issued = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const index = issued++;
      const began = performance.now();
      const outcome = await send(index).catch((error: unknown): Outcome => ({
        ok: false,
        error: String(error),
      }));
      results.settle(outcome, performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return {
    histogram: results.histogram,
    sent: issued,
    errors: results.errors,
    errorSamples: results.errorSamples,
    seconds: elapsed,
    throughput: results.histogram.count / elapsed,
  };
}

/**
 * Field saves as the inline editor sends them (POST /api/v1/data, a text of one locale), each
 * based on the revision the last acknowledged save of that field returned. A field has at most
 * one save in flight (like the editor's per-field queue), so a refused save is a real error.
 */
export function fieldSaver(pool: Pool, origin: string, targets: readonly SaveTarget[], cookie = '') {
  const free = targets.map((t) => ({ ...t }));
  const saved = new Set<(typeof free)[number]>();
  const headers = { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) };
  const post = async (target: (typeof free)[number], index: number): Promise<Outcome> => {
    const res = await pool.request({
      path: '/api/v1/data',
      method: 'POST',
      headers,
      body: JSON.stringify({
        itemType: 'field',
        pageId: target.pageId,
        groupId: target.groupId,
        name: target.name,
        baseRevision: target.revision,
        data: { content: { locale: 'de', text: `Lasttest ${index}` } },
        revalidationTag: target.groupId,
      }),
    });
    const body = (await res.body.json().catch(() => null)) as {
      data?: { item?: { revision?: number }; current?: { revision?: number } };
    } | null;
    const revision = body?.data?.item?.revision ?? body?.data?.current?.revision;
    if (typeof revision === 'number') target.revision = revision;
    if (res.statusCode !== 200) return { ok: false, error: `save ${res.statusCode}` };
    saved.add(target);
    return { ok: true };
  };
  // Saves waiting for a field without a save in flight (only when the server falls far behind).
  const waiting: ((target: (typeof free)[number]) => void)[] = [];
  const release = (target: (typeof free)[number]) => {
    const next = waiting.shift();
    if (next) next(target);
    else free.push(target);
  };
  return {
    async save(index: number): Promise<Outcome> {
      const target = free.shift() ?? (await new Promise<(typeof free)[number]>((done) => waiting.push(done)));
      try {
        return await post(target, index);
      } finally {
        release(target);
      }
    },
    /** Saves every field saved before once more, on the revision its last answer gave: 412 = a lost save. */
    async verify(): Promise<Outcome[]> {
      const out: Outcome[] = [];
      for (const target of saved) {
        const outcome = await post(target, -1).catch((error: unknown): Outcome => ({
          ok: false,
          error: String(error),
        }));
        out.push(
          outcome.ok
            ? outcome
            : { ok: false, error: `acknowledged save lost? ${target.name}: ${outcome.error}` },
        );
      }
      return out;
    },
  };
}

/** Milliseconds rounded to two decimals, for the table. */
export const ms = (n: number) => Math.round(n * 100) / 100;

/** Closes a pool, destroying it when requests still hang 2 s later (a failed run must end). */
export async function closePool(pool: Pool | Client): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), 2000)));
  if ((await Promise.race([pool.close().then(() => 'closed' as const), late])) === 'late')
    await pool.destroy();
  clearTimeout(timer);
}
