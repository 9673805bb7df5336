/**
 * The Next.js comparison of `npm run bench`: the same demo content, rendered by the same React
 * components and stylesheets, built as a Next.js static export (bench/next, App Router,
 * `output: 'export'`), then measured with the same Lighthouse run as our pages. Returns the Next
 * figures (LCP, TBT, bytes, script per page and the build time) and, for each page, ours/next
 * ratios (below 1: ours is smaller or faster).
 *
 * bench/next has its own package.json and lockfile, so the root install never carries Next: the
 * first run installs it there (`npm ci`). The export is served by a small static server like a
 * static host: each URL path to its export file (exportFile), brotli or gzip as the browser asks,
 * the project's public/ files beside it. Images (/_img/ variants and /media/) are not files of
 * either build: both sites get them from the same image service, our Node server on the build in
 * `distDir`, to which the static server passes those requests on.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { startBenchServer } from './bench-server.ts';
import { freePort } from '../tests/fixtures/net.ts';
import type { BenchRow } from './bench-table.ts';
import { lighthouseFigures, type LighthouseFigures } from './lighthouse.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NEXT_DIR = join(ROOT, 'bench', 'next');
const OUT = join(NEXT_DIR, 'out');

/**
 * The file of a Next static export that a static host serves for a URL path: '/de/' and '/de'
 * -> 'de.html', '/en/team/anna' -> 'en/team/anna.html', '/' -> 'index.html'; a path with a file
 * extension as it is. Null for a path that leaves the export folder or cannot be decoded.
 */
export function exportFile(urlPath: string): string | null {
  const path = urlPath.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return null;
  if (segments.length === 0) return 'index.html';
  const last = segments.at(-1) ?? '';
  if (!decoded.endsWith('/') && extname(last) !== '') return segments.join('/');
  return `${segments.join('/')}.html`;
}

/** ours / next, two decimals; null when Next's figure is 0 or either is not a number. */
export function ratio(ours: number, next: number): number | null {
  if (!Number.isFinite(ours) || !Number.isFinite(next) || next === 0) return null;
  return Math.round((ours / next) * 100) / 100;
}

const METRICS = [
  ['LCP', 'lcpMs', 'ms'],
  ['TBT', 'tbtMs', 'ms'],
  ['bytes', 'totalBytes', 'B'],
  ['script', 'scriptBytes', 'B'],
] as const;

/**
 * The rows of the comparison: Next's build time, each page's Next figures (`next <path> LCP`...)
 * and the ratios ours/next (`next-ratio <path> LCP`..., unit 'x') for the pages measured on both
 * sides. A ratio whose Next figure is 0 (a TBT of 0 ms) is left out: it has no value.
 */
export function nextRows(
  ours: readonly LighthouseFigures[],
  next: readonly LighthouseFigures[],
  buildSeconds: number,
): BenchRow[] {
  const rows: BenchRow[] = [
    { name: 'next.build.seconds', value: Math.round(buildSeconds * 10) / 10, unit: 's' },
  ];
  for (const page of next)
    for (const [label, key, unit] of METRICS)
      rows.push({ name: `next ${page.path} ${label}`, value: page[key], unit });
  for (const page of next) {
    const own = ours.find((o) => o.path === page.path);
    if (!own) continue;
    for (const [label, key] of METRICS) {
      const value = ratio(own[key], page[key]);
      if (value !== null) rows.push({ name: `next-ratio ${page.path} ${label}`, value, unit: 'x' });
    }
  }
  return rows;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: NEXT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) return done();
      fail(new Error(`${[command, ...args].join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** Installs Next in bench/next from its lockfile when it is not there yet. */
async function ensureInstalled(): Promise<void> {
  if (existsSync(join(NEXT_DIR, 'node_modules', 'next', 'package.json'))) return;
  console.log('bench: installing Next.js in bench/next (npm ci)');
  // Under `npm run`, npm_execpath is the npm that runs us; run it with this Node.
  const npm = process.env['npm_execpath'];
  const args = ['ci', '--no-audit', '--no-fund'];
  if (npm) await run(process.execPath, [npm, ...args], process.env, false);
  else await run('npm', args, process.env, false);
}

/** The database URL for the Next build, which runs in bench/next: a relative file made absolute. */
function absoluteDatabaseUrl(url: string | undefined): string {
  const value = url ?? 'file:data/lunette.db';
  if (!value.startsWith('file:')) return value;
  const path = value.slice('file:'.length);
  return path === ':memory:' || isAbsolute(path) ? value : `file:${resolve(ROOT, path)}`;
}

/** A clean `next build` of the static export; its wall time in seconds. */
async function buildExport(): Promise<number> {
  await rm(join(NEXT_DIR, '.next'), { recursive: true, force: true });
  await rm(OUT, { recursive: true, force: true });
  const nextBin = join(NEXT_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
  const started = performance.now();
  await run(
    process.execPath,
    [nextBin, 'build'],
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: absoluteDatabaseUrl(process.env['DATABASE_URL']),
    },
    true,
  );
  return (performance.now() - started) / 1000;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
};

/** Text types a static host compresses. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.txt',
  '.svg',
  '.xml',
  '.webmanifest',
]);

/** Where a request's file is: the export, else the project's public/ folder. */
async function findFile(urlPath: string): Promise<string | null> {
  const file = exportFile(urlPath);
  if (file === null) return null;
  for (const candidate of [join(OUT, file), join(ROOT, 'public', file)]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** Whether a URL path is an image the image service answers (variants and uploaded media). */
export const isImagePath = (path: string): boolean => path.startsWith('/_img/') || path.startsWith('/media/');

/**
 * Serves the export like a static host: files by exportFile, compressed as asked, 404.html; image
 * requests go on to `imageOrigin`.
 */
export function staticServer(imageOrigin: string): Server {
  const compressed = new Map<string, Buffer>();
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (isImagePath(url.pathname)) {
        const upstream = request(new URL(url.pathname + url.search, imageOrigin), {
          method: req.method,
          headers: { accept: req.headers.accept ?? '*/*' },
        });
        upstream.on('response', (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', (error) => {
          res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(String(error));
        });
        upstream.end();
        return;
      }
      let file = await findFile(url.pathname);
      const status = file ? 200 : 404;
      file ??= join(OUT, '404.html');
      const ext = extname(file);
      let body: Buffer = await readFile(file);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const coding = !COMPRESSIBLE.has(ext)
        ? null
        : /\bbr\b/.test(accepts)
          ? 'br'
          : /\bgzip\b/.test(accepts)
            ? 'gzip'
            : null;
      if (coding) {
        const key = `${coding}:${file}`;
        let packed = compressed.get(key);
        if (!packed) {
          packed =
            coding === 'br'
              ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(body, { level: 9 });
          compressed.set(key, packed);
        }
        body = packed;
        res.setHeader('Content-Encoding', coding);
      }
      res.writeHead(status, {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        'Cache-Control': url.pathname.startsWith('/_next/static/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
}

/**
 * Builds the Next export, measures `paths` with Lighthouse and returns its rows; `ours` are our
 * figures from the same run (their ratios are left out when empty). `distDir` is our build (the
 * image service runs on it).
 */
export async function benchNext(options: {
  paths: readonly string[];
  ours: readonly LighthouseFigures[];
  distDir: string;
}): Promise<BenchRow[]> {
  await ensureInstalled();
  // The demo content both builds read (siteFigures seeds it too; this part may run without it).
  const handle = await openDb();
  let images: Awaited<ReturnType<typeof startBenchServer>> | null = null;
  let server: Server | null = null;
  try {
    await migrateDb(handle.db);
    await seedDemoSite(handle.db);
    const seconds = await buildExport();
    for (const path of options.paths)
      if (!existsSync(join(OUT, exportFile(path) ?? '')))
        throw new Error(`the Next export has no page for ${path} (${exportFile(path)})`);
    const imagePort = await freePort();
    images = await startBenchServer({ db: handle.db, distDir: options.distDir, port: imagePort });
    const port = await freePort();
    const site = staticServer(`http://127.0.0.1:${imagePort}`);
    server = site;
    await new Promise<void>((done) => site.listen(port, '127.0.0.1', done));
    const figures = await lighthouseFigures(`http://127.0.0.1:${port}`, options.paths);
    return nextRows(options.ours, figures, seconds);
  } finally {
    server?.close();
    await images?.close();
    handle.client.close();
  }
}
