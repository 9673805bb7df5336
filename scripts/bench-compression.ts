/**
 * Bytes over the wire for a page's HTML and the JavaScript it loads up front (its scripts, island
 * components and renderers with their static imports), as the Node server sends them without
 * compression, with gzip and with brotli (functions/services/static/compressed-serving.ts).
 * Measured over real HTTP on 127.0.0.1 against the build in `distDir` (run `npm run build` first).
 * `node scripts/bench-compression.ts` prints the figures; `benchCompression()` returns them.
 */
import { request } from 'node:http';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { startNodeServer } from '../functions/node.ts';
import { freePort } from '../tests/fixtures/net.ts';

/** How the body was asked for: no coding, gzip only, or what Chromium sends. */
const CODINGS = { identity: 'identity', gzip: 'gzip', br: 'gzip, deflate, br, zstd' } as const;
type Coding = keyof typeof CODINGS;

export type WireBytes = Record<Coding, number>;

export interface CompressionFigures {
  path: string;
  html: WireBytes;
  js: WireBytes & { files: number };
  /** HTML + JS. */
  total: WireBytes;
  /** How many of the answers came compressed as asked (all of them, when serving works). */
  compressedAnswers: { gzip: number; br: number; of: number };
}

interface Answer {
  status: number;
  encoding: string | null;
  bytes: Buffer;
}

/** One GET with exactly this Accept-Encoding; the body's bytes as they came over the socket. */
function get(origin: string, path: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          encoding: (res.headers['content-encoding'] as string | undefined) ?? null,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The scripts a page loads up front (same rule as scripts/bench.ts). */
function entryScripts(html: string): string[] {
  const entries = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.add(m[1] ?? '');
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) entries.add(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) entries.add(m[1] ?? '');
  return [...entries].filter((e) => e.startsWith('/'));
}

const staticImports = (path: string, source: string) =>
  [...source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.m?js)["']/g)].map((m) =>
    posix.resolve(posix.dirname(path), m[1] ?? ''),
  );

/** Measures `path` of the running server at `origin`. */
export async function measureCompression(origin: string, path = '/de/'): Promise<CompressionFigures> {
  const zero = (): WireBytes => ({ identity: 0, gzip: 0, br: 0 });
  const figures: CompressionFigures = {
    path,
    html: zero(),
    js: { ...zero(), files: 0 },
    total: zero(),
    compressedAnswers: { gzip: 0, br: 0, of: 0 },
  };
  const measure = async (target: string, into: WireBytes): Promise<Buffer> => {
    let plain: Buffer = Buffer.alloc(0);
    for (const coding of Object.keys(CODINGS) as Coding[]) {
      const answer = await get(origin, target, CODINGS[coding]);
      if (answer.status !== 200) throw new Error(`${target}: status ${answer.status}`);
      into[coding] += answer.bytes.length;
      if (coding === 'identity') plain = answer.bytes;
      else if (answer.encoding === coding) figures.compressedAnswers[coding] += 1;
    }
    figures.compressedAnswers.of += 1;
    return plain;
  };
  const html = (await measure(path, figures.html)).toString('utf8');
  const queue = entryScripts(html);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const source = (await measure(next, figures.js)).toString('utf8');
    queue.push(...staticImports(next, source));
  }
  figures.js.files = seen.size;
  for (const coding of Object.keys(CODINGS) as Coding[])
    figures.total[coding] = figures.html[coding] + figures.js[coding];
  return figures;
}

/**
 * Pages measured by default: the home page (static HTML, no island) and two pages with islands,
 * the contact form and the game's map.
 */
export const COMPRESSION_PATHS = ['/de/', '/de/kontakt', '/de/urban-golf-spielen'];

/**
 * Starts the Node server over the build in `distDir` (and the database of DATABASE_URL) on a free
 * port, measures each page and stops it.
 *
 * @example
 * const [home] = await benchCompression(); // { html: { identity, gzip, br }, js: {...}, total: {...} }
 */
export async function benchCompression({
  distDir = 'dist',
  paths = COMPRESSION_PATHS,
}: { distDir?: string; paths?: readonly string[] } = {}): Promise<CompressionFigures[]> {
  const handle = await openDb();
  await migrateDb(handle.db);
  const port = await freePort();
  const server = await startNodeServer({
    db: handle.db,
    distDir,
    mediaDir: 'data/media',
    port,
    hostname: '127.0.0.1',
  });
  try {
    const figures: CompressionFigures[] = [];
    for (const path of paths) figures.push(await measureCompression(`http://127.0.0.1:${port}`, path));
    return figures;
  } finally {
    server.close();
    handle.client.close();
  }
}

/** The figures as the bench prints them. */
export function formatCompressionFigures(f: CompressionFigures): string {
  const ratio = (n: number) => `${((n / f.total.identity) * 100).toFixed(1)} %`;
  const row = (name: string, b: WireBytes) =>
    `${name.padEnd(14)}${String(b.identity).padEnd(12)}${String(b.gzip).padEnd(12)}${b.br}`;
  return [
    `bytes over the wire for ${f.path} (HTML + ${f.js.files} JS files):`,
    `${''.padEnd(14)}${'identity'.padEnd(12)}${'gzip'.padEnd(12)}br`,
    row('html', f.html),
    row('js', f.js),
    row('total', f.total),
    `total gzip ${ratio(f.total.gzip)}, br ${ratio(f.total.br)} of uncompressed; ` +
      `compressed answers: gzip ${f.compressedAnswers.gzip}/${f.compressedAnswers.of}, br ${f.compressedAnswers.br}/${f.compressedAnswers.of} (files under 1 KB go as they are)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchCompression()
    .then((figures) => console.log(figures.map(formatCompressionFigures).join('\n\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
