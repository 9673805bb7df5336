/**
 * Compressed answers on the Node server (the Worker needs none: Cloudflare compresses at the edge).
 * `precompressedFiles` sends a built file's `.br` or `.gz` copy (./precompress.ts) when the
 * browser accepts it and the copy is at least as new as the file: a page the local renderer
 * re-rendered after a publish is newer than its copies, so it is never answered with the old
 * page's copy. `compressAnswers` compresses every other text answer (API JSON, editor shell,
 * 404 pages, re-rendered pages) while it streams, at a fast level. Both add
 * `Vary: Accept-Encoding` to every compressible answer, compressed or not, so caches keep the
 * codings apart.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Duplex, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import {
  ENCODED_SUFFIX,
  MIN_COMPRESS_BYTES,
  REQUEST_BROTLI_QUALITY,
  REQUEST_GZIP_LEVEL,
  compressorFor,
  isCompressibleFile,
  type ContentCoding,
} from './precompress.ts';

const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);

/** Compresses a whole body at the request-time levels of ./precompress.ts `compressorFor`. */
async function compressWhole(coding: ContentCoding, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const packed =
    coding === 'br'
      ? await brotliWhole(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: REQUEST_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : await gzipWhole(bytes, { level: REQUEST_GZIP_LEVEL });
  return new Uint8Array(packed);
}

/**
 * The codings the client accepts, best first (brotli before gzip at equal weight); `q=0` refuses.
 *
 * @example
 * acceptedCodings('gzip, deflate, br'); // ['br', 'gzip']
 * acceptedCodings('br;q=0, gzip'); // ['gzip']
 * acceptedCodings(undefined); // []
 */
export function acceptedCodings(header: string | null | undefined): ContentCoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/u.exec(p)?.[1]).find((x) => x !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** Whether an answer of this type is worth compressing (text, JSON, JS, SVG, XML; not event streams). */
export const isCompressibleType = (type: string | null): boolean =>
  type !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/^text\/event-stream/iu.test(type);

const varyOnCoding = (headers: Headers) => {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/iu.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

/** The file a request path names under `root` (a folder's index.html), or null. */
async function fileOf(root: string, path: string) {
  // Encoded or dotted paths are left to serveStatic's own rules (served uncompressed if at all).
  if (path.includes('%') || /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/u.test(path)) return null;
  let file = join(root, path);
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  return info?.isFile() ? { file, info } : null;
}

/**
 * Serves built files under `root` from their precompressed copies; anything else (no accepted
 * coding, no fresh copy, a range request) goes on to the next handler.
 */
export function precompressedFiles({ root }: { root: string }): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('range')) return next();
    const codings = acceptedCodings(c.req.header('accept-encoding'));
    if (codings.length === 0) return next();
    const found = await fileOf(root, c.req.path);
    if (!found || !isCompressibleFile(found.file)) return next();
    for (const coding of codings) {
      const copy = found.file + ENCODED_SUFFIX[coding];
      const info = await stat(copy).catch(() => null);
      // A copy older than its file belongs to an earlier version of it (a re-rendered page).
      if (!info?.isFile() || info.mtimeMs < found.info.mtimeMs) continue;
      c.header('Content-Type', getMimeType(found.file) ?? 'application/octet-stream');
      c.header('Content-Encoding', coding);
      c.header('Vary', 'Accept-Encoding');
      c.header('Content-Length', String(info.size));
      c.header('Last-Modified', found.info.mtime.toUTCString());
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(Readable.toWeb(createReadStream(copy)) as ReadableStream<Uint8Array>, 200);
    }
    return next();
  };
}

/**
 * Answers a request for a copy itself (`/de/index.html.br`) as not found: a copy may outlive its
 * page (a page removed or given a password after the build), and it is only ever sent in its
 * page's place.
 */
export function hideCompressedCopies(): MiddlewareHandler {
  return async (c, next) => (/\.(?:br|gz)$/iu.test(c.req.path) ? c.notFound() : next());
}

/** Compresses text answers that are not compressed yet, per the request's Accept-Encoding. */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!isCompressibleType(answer.headers.get('Content-Type'))) return;
    varyOnCoding(answer.headers);
    if (answer.headers.has('Content-Encoding')) return;
    if (c.req.method === 'HEAD' || answer.status === 206 || answer.status === 204 || answer.status === 304)
      return;
    const length = answer.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/iu.test(answer.headers.get('Cache-Control') ?? '')) return;
    const [coding] = acceptedCodings(c.req.header('accept-encoding'));
    if (!coding) return;
    // Only now the body: on Node, touching an answer's body turns @hono/node-server's direct write
    // of a whole string into a stream read that waits for a timer, which showed up as latency
    // under load (every API answer passed here).
    if (!answer.body) return;
    if (length === null && /^application\/json/iu.test(answer.headers.get('Content-Type') ?? '')) {
      // API answers are small and whole: read them, and skip the stream machinery for tiny ones
      // (a field save's answer is ~100 bytes; a compressing stream costs ~0.3 ms of CPU). The new
      // answer gets a plain init, so it is written directly again.
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const init = { status: answer.status, statusText: answer.statusText, headers: answer.headers };
      if (bytes.length < MIN_COMPRESS_BYTES) {
        c.res = new Response(bytes, init);
        c.res.headers.set('Content-Length', String(bytes.length));
        return;
      }
      const packed = await compressWhole(coding, bytes);
      c.res = new Response(packed, init);
      c.res.headers.set('Content-Length', String(packed.length));
      c.res.headers.set('Content-Encoding', coding);
      return;
    }
    const compressor = Duplex.toWeb(compressorFor(coding, 'fast')) as unknown as ReadableWritablePair<
      Uint8Array,
      Uint8Array
    >;
    c.res = new Response(answer.body.pipeThrough(compressor), answer);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', coding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
