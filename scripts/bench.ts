/**
 * `npm run bench`: builds the demo site and prints ONE table (scripts/bench-table.ts: name | value
 * | unit | budget) with every figure: build time, page count, the client JavaScript (gzip bytes)
 * pages load (scripts, island components and renderers, static imports followed), Lighthouse on
 * three pages, the site search (scripts/bench-search.ts, skip with --no-search), publish -> live
 * (bench-publish.ts, --no-publish), editor save -> answer and -> live (bench-answers.ts,
 * --no-answers), settings -> live (bench-settings.ts, --no-settings), the game
 * figures (bench-game.ts, --no-game), images (bench-images.ts, --no-images), the network of 200
 * sites (bench-sites.ts, --no-sites) and the editor save comparison with a bare server
 * (scripts/load.ts, --no-saves) and the bytes over the wire with and without compression
 * (bench-compression.ts, --no-compression), the Worker in workerd (bench-edge.ts, --no-edge: bundle,
 * start-up, publish -> live, cached and rendered pages), and the three Lighthouse pages built as a Next.js static
 * export from the same content and components, with ours/next ratios (bench-next.ts, --no-next).
 * Parts can be picked by name: `npm run bench -- publish settings` runs only those two (names in
 * PARTS below; `site` is the build, JavaScript and Lighthouse part); `--no-<name>` skips a part.
 * LUNETTE_BENCH_BUILDS=<folder> lets publish and settings reuse their builds between runs
 * (scripts/bench-publish.ts). Each bench module returns its figures as rows ({ name, value,
 * unit }). Plain runs only print; `--check` fails the run when a figure breaks its budget in
 * bench/budgets.json (a budget whose figure was not measured is listed, not failed).
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { benchAnswers } from './bench-answers.ts';
import { benchCompression } from './bench-compression.ts';
import { benchEdge } from './bench-edge.ts';
import { benchGame } from './bench-game.ts';
import { benchImages } from './bench-images.ts';
import { benchNext } from './bench-next.ts';
import { benchPublish } from './bench-publish.ts';
import { startBenchServer } from './bench-server.ts';
import { benchSearch } from './bench-search.ts';
import { benchSettings } from './bench-settings.ts';
import { benchSites } from './bench-sites.ts';
import { breaches, formatTable, loadBudgets, unmeasured, type BenchRow } from './bench-table.ts';
import { lighthouseFigures, type LighthouseFigures } from './lighthouse.ts';
import { saveComparison } from './load.ts';

const DIST = 'dist';
/** The build's folder of static files (the Node adapter puts its server bundle beside it). */
const SITE = join(DIST, 'client');
const astroBin = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

async function build(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`astro build exited with ${code}`))));
  });
  return (performance.now() - started) / 1000;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

const gzipCache = new Map<string, { size: number; imports: string[] }>();

async function jsFile(urlPath: string): Promise<{ size: number; imports: string[] }> {
  const cached = gzipCache.get(urlPath);
  if (cached) return cached;
  const source = await readFile(join(SITE, urlPath)).catch(() => null);
  const text = source?.toString('utf8') ?? '';
  const imports = [
    ...text.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.m?js)["']/g),
  ].map((m) => posix.resolve(posix.dirname(urlPath), m[1] ?? ''));
  const result = { size: source ? gzipSync(source).length : 0, imports };
  gzipCache.set(urlPath, result);
  return result;
}

/** All JS files a page loads up front (scripts, islands, renderers and their static imports). */
async function pageJs(html: string): Promise<{ files: number; gzip: number; inline: number }> {
  const entries = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.add(m[1] ?? '');
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) entries.add(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) entries.add(m[1] ?? '');
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  const inline = inlineScripts.reduce((sum, m) => sum + gzipSync(m[1] ?? '').length, 0);
  const seen = new Set<string>();
  const queue = [...entries].filter((e) => e.startsWith('/'));
  let gzip = 0;
  while (queue.length) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const file = await jsFile(next);
    gzip += file.size;
    queue.push(...file.imports);
  }
  return { files: seen.size, gzip, inline };
}

/** Pages measured with Lighthouse: home, a collection item and a legal page. */
const LIGHTHOUSE_PATHS = ['/de/', '/en/team/anna-sonnenberg', '/de/kontakt'];

/** JavaScript a page loads, by the page's URL path (the form page is the island-size figure). */
const JS_PAGES = ['/de/', '/de/kontakt/', '/en/team/anna-sonnenberg/'];

const flag = (name: string) => process.argv.includes(`--${name}`);

/** The bench's parts, in the order they run. */
const PARTS = [
  'site',
  'next',
  'search',
  'publish',
  'answers',
  'settings',
  'game',
  'compression',
  'images',
  'sites',
  'edge',
  'saves',
] as const;

/** Parts named on the command line (`npm run bench -- publish settings`); empty runs every part. */
const onlyParts = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

/** A bench module's rows; a module that still prints its own section (returns nothing) adds none. */
const rowsOf = (result: BenchRow[] | void): BenchRow[] => result ?? [];

/** Build, page JavaScript and Lighthouse figures; the Lighthouse figures also go to `lighthouse`. */
async function siteFigures(lighthouse: LighthouseFigures[]): Promise<BenchRow[]> {
  const handle = await openDb();
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);

  const seconds = await build();
  const files = (await htmlFiles(SITE)).sort();
  const pages = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const js = await pageJs(html);
    pages.push({ page: `/${relative(SITE, file).replace(/index\.html$/, '')}`, ...js });
  }
  const total = pages.reduce((s, r) => s + r.gzip + r.inline, 0);
  const heaviest = Math.max(0, ...pages.map((r) => r.gzip + r.inline));
  const rows: BenchRow[] = [
    { name: 'build.seconds', value: Math.round(seconds * 10) / 10, unit: 's' },
    { name: 'build.pages', value: pages.length, unit: 'pages' },
    { name: 'js.pages-loading-js', value: pages.filter((r) => r.gzip + r.inline > 0).length, unit: 'pages' },
    { name: 'js.all-pages', value: total, unit: 'B gzip' },
    { name: 'js.heaviest-page', value: heaviest, unit: 'B gzip' },
  ];
  for (const path of JS_PAGES) {
    const page = pages.find((r) => r.page === path);
    if (page) rows.push({ name: `js.page ${path}`, value: page.gzip + page.inline, unit: 'B gzip' });
  }

  if (flag('no-lighthouse')) {
    handle.client.close();
    return rows;
  }
  const port = await freePort();
  const server = await startBenchServer({ db: handle.db, distDir: DIST, port });
  try {
    // Mobile emulation, simulated throttling.
    lighthouse.push(...(await lighthouseFigures(`http://127.0.0.1:${port}`, LIGHTHOUSE_PATHS)));
    for (const f of lighthouse) {
      rows.push(
        { name: `lighthouse ${f.path} LCP`, value: f.lcpMs, unit: 'ms' },
        { name: `lighthouse ${f.path} TBT`, value: f.tbtMs, unit: 'ms' },
        { name: `lighthouse ${f.path} CLS`, value: f.cls, unit: '' },
        { name: `lighthouse ${f.path} bytes`, value: f.totalBytes, unit: 'B' },
        { name: `lighthouse ${f.path} script`, value: f.scriptBytes, unit: 'B' },
      );
    }
  } finally {
    await server.close();
    handle.client.close();
  }
  return rows;
}

async function main() {
  const rows: BenchRow[] = [];
  const errors: string[] = [];
  const unknown = onlyParts.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`unknown bench part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  const part = async (name: (typeof PARTS)[number], run: () => Promise<BenchRow[] | void>) => {
    if (flag(`no-${name}`) || (onlyParts.length > 0 && !onlyParts.includes(name))) return;
    rows.push(...rowsOf(await run()));
  };
  const lighthouse: LighthouseFigures[] = [];
  await part('site', () => siteFigures(lighthouse));
  await part('next', () => benchNext({ paths: LIGHTHOUSE_PATHS, ours: lighthouse, distDir: DIST }));
  await part('search', () => benchSearch({ distDir: DIST }));
  await part('publish', benchPublish);
  await part('answers', benchAnswers);
  await part('settings', benchSettings);
  await part('game', async () => {
    const game = await benchGame();
    return [
      ...game.rows.map((r) => ({
        name: `game ${r.target} ${r.clients} ${r.mode} all saw p99`,
        value: r.allSawP99,
        unit: 'ms',
      })),
      { name: 'game burst room/baseline p99 ratio', value: game.burstRatio, unit: 'x' },
    ];
  });
  await part('compression', async () =>
    (await benchCompression({ distDir: DIST })).flatMap((f) =>
      (['identity', 'gzip', 'br'] as const).map((coding) => ({
        name: `wire ${f.path} HTML+JS ${coding}`,
        value: f.total[coding],
        unit: 'B',
      })),
    ),
  );
  await part('images', benchImages);
  await part('sites', () => benchSites({ distDir: DIST }));
  await part('edge', () => benchEdge({ distDir: DIST }));
  await part('saves', async () => {
    const saves = await saveComparison({ dist: DIST });
    errors.push(...saves.errors);
    return saves.rows;
  });

  const budgets = await loadBudgets();
  console.log(`\n${formatTable(rows, budgets)}\n`);
  const missing = unmeasured(rows, budgets);
  if (missing.length) console.log(`budgets without a figure in this run: ${missing.join(', ')}`);
  for (const error of errors) console.error(`ERROR ${error}`);
  const broken = flag('check') ? breaches(rows, budgets) : [];
  for (const b of broken) console.error(`OVER BUDGET ${b.name}: ${b.value} ${b.unit} (budget ${b.budget})`);
  if (errors.length || broken.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
