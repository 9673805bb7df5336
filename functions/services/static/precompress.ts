/**
 * Precompression of the built site: a brotli (`.br`) and a gzip (`.gz`) copy beside every text
 * file of `dist/client` (HTML, CSS, JS, JSON, SVG, XML, text), written once after each build
 * (./build-output.ts), so the Node server sends them without compressing per request
 * (./compressed-serving.ts). A copy is only kept when it is smaller than the file. Brotli runs at
 * quality 5: measured on the demo's 8.6 MB of text (two busy cores), quality 5 gives 1.894 MB in
 * 1.2 s, 9 gives 1.863 MB in 16 s and 11 took 35 s per build (about 8 % fewer bytes than 5):
 * not worth a slower start of every build.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** File endings worth compressing (everything else is an image, a font or already compressed). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Smaller files are sent as they are: compression would not win a network packet. */
export const MIN_COMPRESS_BYTES = 1024;

/** The endings of the compressed copies, per content coding. */
export const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
export type ContentCoding = keyof typeof ENCODED_SUFFIX;

/** Whether a file is one to precompress (by its name). */
export const isCompressibleFile = (name: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.has(extname(name).toLowerCase());

/** Brotli quality of the build's copies (see the header for the measurement). */
export const BUILD_BROTLI_QUALITY = 5;

/** Levels of compression while answering (fast: the answer waits for it). */
export const REQUEST_BROTLI_QUALITY = 4;
export const REQUEST_GZIP_LEVEL = 6;

/** The zlib stream of a coding at build-time (best) or request-time (fast) strength. */
export function compressorFor(coding: ContentCoding, strength: 'best' | 'fast', sizeHint?: number) {
  if (coding === 'gzip') return createGzip({ level: strength === 'best' ? 9 : REQUEST_GZIP_LEVEL });
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: strength === 'best' ? BUILD_BROTLI_QUALITY : REQUEST_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}

/**
 * Writes `file.br` and `file.gz` beside `file` (through a temp file and a rename, so a reader never
 * sees half a copy); a copy that is not smaller than the file is removed instead. Returns the
 * sizes written (0 for a copy not kept).
 */
export async function precompressFile(file: string): Promise<{ bytes: number; br: number; gzip: number }> {
  const { size } = await stat(file);
  const sizes = { bytes: size, br: 0, gzip: 0 };
  for (const coding of ['br', 'gzip'] as const) {
    const target = file + ENCODED_SUFFIX[coding];
    const temp = `${target}.${process.pid}.tmp`;
    await pipeline(createReadStream(file), compressorFor(coding, 'best', size), createWriteStream(temp));
    const written = (await stat(temp)).size;
    if (written < size) {
      await rename(temp, target);
      sizes[coding] = written;
    } else {
      await rm(temp, { force: true });
      await rm(target, { force: true });
    }
  }
  return sizes;
}

export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
  ms: number;
}

/** Precompresses every compressible file of at least MIN_COMPRESS_BYTES under `dir` (two at a time). */
export async function precompressFolder(dir: string): Promise<PrecompressReport> {
  const started = performance.now();
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const queue = entries
    .filter((e) => e.isFile() && isCompressibleFile(e.name))
    .map((e) => join(e.parentPath, e.name));
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0, ms: 0 };
  const work = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
      const sizes = await precompressFile(file);
      report.files++;
      report.bytes += sizes.bytes;
      report.brBytes += sizes.br || sizes.bytes;
      report.gzipBytes += sizes.gzip || sizes.bytes;
    }
  };
  await Promise.all([work(), work()]);
  report.ms = Math.round(performance.now() - started);
  return report;
}
