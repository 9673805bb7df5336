/**
 * `npm run test:load`: the load suite, on this machine with the load generator beside the servers
 * (undici pools on 127.0.0.1; every server runs as its own process). Bounded in time.
 *
 * (a) mixed traffic: the real Node server (scripts/load-server.ts: the host router of `npm start`
 *     over the demo network, a temp data folder, a copy of dist/) gets 200 requests/s for 30 s,
 *     open loop: pages and their scripts and styles, editor field saves by a signed-in optician,
 *     contact form posts (each visitor from its own loopback address, as the form's rate limit
 *     counts per address). Every answer must be a success, and afterwards every acknowledged save
 *     must still be the stored revision (a save based on it is accepted).
 * (b) the save comparison: the same field saves against the real server and against a bare
 *     node:http + libSQL server doing one revision-checked UPDATE (scripts/bare-save-server.ts),
 *     side by side in one run: latency at 500 saves/s (open loop) and a peak-throughput search
 *     (closed loop, concurrency doubled while the throughput still grows by 5 %).
 *
 * Prints one table (scripts/bench-table.ts). Fails on any error or 5xx; with `--check` also when
 * a figure breaks bench/budgets.json. `--only mixed|saves` runs one part; `--mixed-seconds N` and
 * `--dist DIR` change the defaults (30 s, dist/). Needs a build (npm run build).
 * The save comparison's figures are also part of `npm run bench` (`saveComparison`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Pool } from 'undici';
import { CONTACT_FORM_GROUP_ID } from '../db/seed/content/contact.ts';
import { CONTACT_RATE_LIMIT } from '../functions/routes/contact.ts';
import { breaches, formatTable, loadBudgets, type BenchRow } from './bench-table.ts';
import { Histogram, dueAt, dueCount, keepSearching, peakOf, type PeakStep } from './load-stats.ts';
import { READY_PREFIX, type SaveTarget } from './load-targets.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

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
type Outcome = { ok: true } | { ok: false; error: string };

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

const ms = (n: number) => Math.round(n * 100) / 100;

/** Closes a pool, destroying it when requests still hang 2 s later (a failed run must end). */
async function closePool(pool: Pool | Client): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), 2000)));
  if ((await Promise.race([pool.close().then(() => 'closed' as const), late])) === 'late')
    await pool.destroy();
  clearTimeout(timer);
}

/** (b) The save comparison: our server against the bare one, side by side. */
export async function saveComparison({
  dist = 'dist',
  rate = 500,
  rounds = 3,
  roundSeconds = 4,
  ladder = [2, 4, 8, 16, 32, 64],
  stepSeconds = 2.5,
  log = (message: string) => console.log(message),
} = {}): Promise<{ rows: BenchRow[]; errors: string[] }> {
  log('save comparison: starting the real server and the bare one ...');
  const [ours, bare] = await Promise.all([
    startServer(here('./load-server.ts'), ['--dist', resolve(dist)]),
    startServer(here('./bare-save-server.ts')),
  ]);
  const oursPool = new Pool(ours.origin, { connections: 128 });
  const barePool = new Pool(bare.origin, { connections: 128 });
  const errors: string[] = [];
  try {
    const optician = ours.info.accounts?.optician;
    if (!optician) throw new Error('the load server named no optician account');
    const cookie = await signIn(oursPool, ours.origin, optician);
    // Side by side: the two servers take turns in short slices, so a change in the machine's
    // other load (2 cores, shared) touches both alike.
    const servers = [
      { key: 'ours', server: ours, saver: fieldSaver(oursPool, ours.origin, ours.info.targets, cookie) },
      { key: 'bare', server: bare, saver: fieldSaver(barePool, bare.origin, bare.info.targets) },
    ] as const;
    const failed = (key: string, run: { errors: number; errorSamples: string[] }) => {
      if (run.errors) errors.push(`${key}: ${run.errors} failed saves ${run.errorSamples.join('; ')}`);
    };
    log(`  warm-up, then ${rate} saves/s in ${rounds} rounds of ${roundSeconds} s each`);
    for (const { saver } of servers) await openLoop({ rate: rate / 2, seconds: 2 }, (i) => saver.save(i));
    const fixed = { ours: new Histogram(), bare: new Histogram() };
    const cpu = { ours: 0, bare: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const { key, server, saver } of servers) {
        const before = await cpuMs(server.child.pid);
        const run = await openLoop({ rate, seconds: roundSeconds }, (i) => saver.save(i));
        const after = await cpuMs(server.child.pid);
        cpu[key] += before !== null && after !== null ? after - before : NaN;
        fixed[key].merge(run.histogram);
        failed(key, run);
      }
    }
    log(`  peak search: concurrency ${ladder.join(', ')} while the throughput still grows`);
    const steps: Record<'ours' | 'bare', PeakStep[]> = { ours: [], bare: [] };
    for (const concurrency of ladder) {
      const searching = servers.filter(({ key }) => keepSearching(steps[key]));
      if (searching.length === 0) break;
      for (const { key, saver } of searching) {
        const run = await closedLoop({ concurrency, seconds: stepSeconds }, (i) => saver.save(i));
        steps[key].push({
          concurrency,
          throughput: run.throughput,
          p99Ms: run.histogram.percentile(99),
          errors: run.errors,
        });
        failed(key, run);
      }
    }
    const rows: BenchRow[] = [];
    for (const { key, saver } of servers) {
      for (const v of await saver.verify()) if (!v.ok) errors.push(`${key}: ${v.error}`);
      const peak = peakOf(steps[key]) as PeakStep;
      const histogram = fixed[key];
      rows.push(
        { name: `save.${key}.${rate}rps.p50`, value: ms(histogram.percentile(50)), unit: 'ms' },
        { name: `save.${key}.${rate}rps.p99`, value: ms(histogram.percentile(99)), unit: 'ms' },
        { name: `save.${key}.peak`, value: Math.round(peak.throughput), unit: 'saves/s' },
        { name: `save.${key}.peak.p99`, value: ms(peak.p99Ms), unit: 'ms' },
        { name: `save.${key}.peak.concurrency`, value: peak.concurrency, unit: 'in flight' },
      );
      if (Number.isFinite(cpu[key]) && histogram.count)
        rows.push({
          name: `save.${key}.cpu`,
          value: Math.round((cpu[key] * 1000) / histogram.count),
          unit: 'µs/save',
        });
    }
    const peakOurs = rows.find((r) => r.name === 'save.ours.peak')?.value ?? 0;
    const peakBare = rows.find((r) => r.name === 'save.bare.peak')?.value ?? 1;
    rows.push({
      name: 'save.peak.ratio',
      value: Math.round((peakOurs / peakBare) * 1000) / 1000,
      unit: 'ours/bare',
    });
    return { rows, errors };
  } finally {
    await Promise.all([closePool(oursPool), closePool(barePool)]);
    await Promise.all([ours.stop(), bare.stop()]);
  }
}

/** URL paths of the built pages (no editor shell, no 404 pages) and of the scripts and styles. */
async function sitePaths(dist: string): Promise<{ pages: string[]; assets: string[] }> {
  const client = join(resolve(dist), 'client');
  const pages: string[] = [];
  const assets: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const url = `/${relative(client, path).split(sep).join('/')}`;
        if (url.endsWith('.html')) {
          if (/\/(edit|404)(\/|\.html)|^\/index\.html$/.test(url)) continue;
          pages.push(url.replace(/index\.html$/, ''));
        } else if (url.startsWith('/_astro/') && /\.(js|css)$/.test(url)) assets.push(url);
      }
    }
  };
  await walk(client);
  return { pages: pages.sort(), assets: assets.sort() };
}

/** A valid contact request (the demo contact page's form). */
function contactRequest(index: number) {
  return {
    groupId: CONTACT_FORM_GROUP_ID,
    lang: 'de',
    anrede: 'frau',
    vorname: 'Anna',
    nachname: `Muster ${index}`,
    dateOfBirth: '',
    strasse: 'Marktgasse 12',
    plz: '8400',
    ort: 'Winterthur',
    email: `anna.muster+${index}@example.ch`,
    telefon: '+41 52 212 34 56',
    existingCustomer: 'ja',
    themes: ['glassDetermination'],
    bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
    bevorzugteUhrzeit: '14:30',
    fragenAnmerkungen: 'Lasttest: bitte ignorieren.',
    website: '',
  };
}

/**
 * Visitors posting the contact form, each from its own loopback address (127.0.2.x) and never
 * more often than the form's rate limit lets one address post.
 */
function formPoster(origin: string) {
  const clients: Client[] = [];
  let posts = 0;
  return {
    async post(index: number): Promise<Outcome> {
      const slot = Math.floor(posts++ / CONTACT_RATE_LIMIT.limit);
      let client = clients[slot];
      if (!client) {
        client = new Client(origin, {
          localAddress: `127.0.${2 + Math.floor(slot / 250)}.${(slot % 250) + 1}`,
        });
        clients[slot] = client;
      }
      const res = await client.request({
        path: '/api/v1/contact',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(contactRequest(index)),
      });
      const text = await res.body.text();
      return res.statusCode === 200
        ? { ok: true }
        : { ok: false, error: `contact ${res.statusCode} ${text.slice(0, 200)}` };
    },
    close: () => Promise.all(clients.map(closePool)),
  };
}

/** (a) Mixed traffic at `rate` requests/s: 14 in 20 pages, 2 scripts/styles, 3 saves, 1 form post. */
export async function mixedTraffic({
  dist = 'dist',
  rate = 200,
  seconds = 30,
  log = (message: string) => console.log(message),
} = {}): Promise<{ rows: BenchRow[]; errors: string[] }> {
  const { pages, assets } = await sitePaths(dist);
  if (pages.length === 0) throw new Error(`no pages in ${dist}/client: run npm run build first`);
  log(`mixed traffic: starting the real server (${pages.length} pages) ...`);
  const server = await startServer(here('./load-server.ts'), ['--dist', resolve(dist)]);
  const pool = new Pool(server.origin, { connections: 64 });
  const forms = formPoster(server.origin);
  const kinds = {
    page: new Histogram(),
    asset: new Histogram(),
    save: new Histogram(),
    form: new Histogram(),
  };
  try {
    const optician = server.info.accounts?.optician;
    if (!optician) throw new Error('the load server named no optician account');
    const saver = fieldSaver(
      pool,
      server.origin,
      server.info.targets,
      await signIn(pool, server.origin, optician),
    );
    const get = async (path: string): Promise<Outcome> => {
      const res = await pool.request({ path, method: 'GET' });
      await res.body.dump();
      return res.statusCode < 400 ? { ok: true } : { ok: false, error: `GET ${path} ${res.statusCode}` };
    };
    const timed = async (histogram: Histogram, run: () => Promise<Outcome>) => {
      const began = performance.now();
      try {
        return await run();
      } finally {
        histogram.record(performance.now() - began);
      }
    };
    log(`  ${rate} requests/s for ${seconds} s`);
    const run = await openLoop({ rate, seconds }, (i) => {
      const slot = i % 20;
      if (slot < 14) return timed(kinds.page, () => get(pages[i % pages.length] as string));
      if (slot < 16 && assets.length)
        return timed(kinds.asset, () => get(assets[i % assets.length] as string));
      if (slot < 19) return timed(kinds.save, () => saver.save(i));
      return timed(kinds.form, () => forms.post(i));
    });
    const verified = await saver.verify();
    const errors = [
      ...(run.errors
        ? [`mixed: ${run.errors} of ${run.sent} requests failed: ${run.errorSamples.join('; ')}`]
        : []),
      ...verified.filter((v) => !v.ok).map((v) => `mixed: ${(v as { error: string }).error}`),
    ];
    const rows: BenchRow[] = [
      { name: 'mixed.requests', value: run.sent, unit: 'requests' },
      { name: 'mixed.errors', value: run.errors + verified.filter((v) => !v.ok).length, unit: 'requests' },
      { name: 'mixed.throughput', value: Math.round(run.throughput), unit: 'requests/s' },
      { name: 'mixed.p99', value: ms(run.histogram.percentile(99)), unit: 'ms' },
      ...Object.entries(kinds).flatMap(([kind, h]) => [
        { name: `mixed.${kind}.count`, value: h.count, unit: 'requests' },
        { name: `mixed.${kind}.p99`, value: ms(h.percentile(99)), unit: 'ms' },
      ]),
    ];
    return { rows, errors };
  } finally {
    await Promise.all([closePool(pool), forms.close()]);
    await server.stop();
  }
}

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

async function main() {
  const only = arg('only');
  const dist = arg('dist') ?? 'dist';
  const rows: BenchRow[] = [];
  const errors: string[] = [];
  const started = performance.now();
  if (!only || only === 'mixed') {
    const mixed = await mixedTraffic({ dist, seconds: Number(arg('mixed-seconds') ?? 30) });
    rows.push(...mixed.rows);
    errors.push(...mixed.errors);
  }
  if (!only || only === 'saves') {
    const saves = await saveComparison({ dist });
    rows.push(...saves.rows);
    errors.push(...saves.errors);
  }
  const budgets = await loadBudgets();
  console.log(`\n${formatTable(rows, budgets)}\n`);
  console.log(`load suite: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const error of errors) console.error(`ERROR ${error}`);
  const broken = process.argv.includes('--check') ? breaches(rows, budgets) : [];
  for (const b of broken) console.error(`OVER BUDGET ${b.name}: ${b.value} ${b.unit} (budget ${b.budget})`);
  if (errors.length || broken.length) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
