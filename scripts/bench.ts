/**
 * `npm run bench`: builds the demo site and prints its figures: build time, page count, and the
 * client JavaScript (gzip bytes) each page loads: its scripts, island components and renderers,
 * with their static imports followed; then publish -> live latency (scripts/bench-publish.ts,
 * skip with --no-publish), settings -> live on every page (scripts/bench-settings.ts, skip with
 * --no-settings), the game figures and the image figures (scripts/bench-images.ts,
 * skip with --no-images) and the network of 200 sites (scripts/bench-sites.ts, skip with
 * --no-sites) and the site search (scripts/bench-search.ts, skip with --no-search). Figures
 * only; nothing here asserts.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { startNodeServer } from '../functions/node.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { benchGame } from './bench-game.ts';
import { benchImages } from './bench-images.ts';
import { benchPublish } from './bench-publish.ts';
import { benchSearch } from './bench-search.ts';
import { benchSettings } from './bench-settings.ts';
import { benchSites } from './bench-sites.ts';
import { lighthouseFigures } from './lighthouse.ts';

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

async function main() {
  const handle = await openDb();
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);

  const seconds = await build();
  const files = (await htmlFiles(SITE)).sort();
  const rows = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const js = await pageJs(html);
    rows.push({ page: `/${relative(SITE, file).replace(/index\.html$/, '')}`, ...js });
  }
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const width = Math.max(...rows.map((r) => r.page.length), 4) + 2;
  console.log(`\nbuild time: ${seconds.toFixed(1)} s   pages: ${rows.length}\n`);
  console.log(`${pad('page', width)}${pad('js files', 10)}${pad('js gzip B', 11)}inline gzip B`);
  for (const r of rows) console.log(`${pad(r.page, width)}${pad(r.files, 10)}${pad(r.gzip, 11)}${r.inline}`);
  const total = rows.reduce((s, r) => s + r.gzip + r.inline, 0);
  const withJs = rows.filter((r) => r.gzip + r.inline > 0).length;
  console.log(
    `\npages loading JavaScript: ${withJs} of ${rows.length}; total JS gzip over all pages: ${total} B`,
  );

  if (process.argv.includes('--no-lighthouse')) {
    handle.client.close();
    return;
  }
  const port = await freePort();
  const server = await startNodeServer({
    db: handle.db,
    distDir: DIST,
    mediaDir: 'data/media',
    port,
    hostname: '127.0.0.1',
  });
  try {
    const figures = await lighthouseFigures(`http://127.0.0.1:${port}`, LIGHTHOUSE_PATHS);
    console.log('\nLighthouse, mobile emulation (simulated throttling):\n');
    console.log(
      `${pad('page', 30)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}${pad('CLS', 8)}${pad('bytes', 10)}script bytes`,
    );
    for (const f of figures) {
      console.log(
        `${pad(f.path, 30)}${pad(f.lcpMs, 9)}${pad(f.tbtMs, 9)}${pad(f.cls, 8)}${pad(f.totalBytes, 10)}${f.scriptBytes}`,
      );
    }
  } finally {
    server.close();
    handle.client.close();
  }
}

main()
  .then(() => (process.argv.includes('--no-search') ? undefined : benchSearch({ distDir: DIST })))
  .then(() => (process.argv.includes('--no-publish') ? undefined : benchPublish()))
  .then(() => (process.argv.includes('--no-settings') ? undefined : benchSettings()))
  .then(() => (process.argv.includes('--no-game') ? undefined : benchGame()))
  .then(() => (process.argv.includes('--no-images') ? undefined : benchImages()))
  .then(() => (process.argv.includes('--no-sites') ? undefined : benchSites({ distDir: DIST })))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
