/**
 * A network site's pages in the R2 bucket bound as `PAGES`: every site owns the prefix
 * `sites/{siteId}/`, its public HTML under `client/` and its password-protected pages under
 * `protected/` (the layout of a build root, docs/decisions/0010). The Worker reads a site's pages
 * through an assets-like fetcher, so the code that serves the static build serves R2 as well; a
 * publish writes them through the page writer, which refuses every key outside the site's own
 * prefix (one site can never overwrite or delete another's pages) and writes new objects before it
 * deletes removed ones, so a visitor never meets a link to a page that is gone before its
 * replacement is there. R2 has no multi-object transactions: each object is replaced atomically,
 * a batch is not.
 */
import { isSiteId } from '../../../src/lib/platform/sites.ts';
import { PROTECTED_DIR } from '../../../src/lib/protected-pages.ts';
import { contentTypeOf as mediaContentTypeOf } from '../media/content-types.ts';
import { PROTECTED_ASSET_PREFIX } from '../protected/worker-assets.ts';

/** The part of an R2 bucket binding the pages use (structurally what workers-types declares). */
export interface R2PagesBucketLike {
  put(
    key: string,
    value: Uint8Array | string,
    options?: { httpMetadata?: { contentType?: string; cacheControl?: string } },
  ): Promise<object | null>;
  get(key: string): Promise<{
    arrayBuffer(): Promise<ArrayBuffer>;
    httpMetadata?: { contentType?: string; cacheControl?: string };
  } | null>;
  delete(keys: string | string[]): Promise<void>;
}

/** What an assets binding offers the serving code (`env.ASSETS`). */
export interface AssetsFetcher {
  fetch: (request: Request | string) => Promise<Response>;
}

const PAGE_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The content type of a page file by its extension (media types for images a build writes). */
export function pageContentTypeOf(file: string): string {
  return PAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? mediaContentTypeOf(file);
}

/** Pages are revalidated on every visit: a publish must show at once. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The prefix of a site's objects; throws on an id that could escape it.
 *
 * @example
 * sitePagesPrefix('optik-sonnenberg'); // 'sites/optik-sonnenberg/'
 */
export function sitePagesPrefix(siteId: string): string {
  if (!isSiteId(siteId)) throw new Error(`not a site id: ${siteId}`);
  return `sites/${siteId}/`;
}

/** Whether a relative file path is plain: no empty, `.` or `..` segments, no backslash or NUL. */
function isPlainPath(path: string): boolean {
  const segments = path.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..' && !/[\\\0]/u.test(s));
}

/**
 * The R2 key of a file as the local renderer names it (relative to the site's HTML folder:
 * `de/kontakt/index.html`, or `../protected/de/intern/index.html` for a protected page); null for
 * anything that would leave the site's `client/` or `protected/` folder.
 *
 * @example
 * sitePageKey('optik-a', 'de/index.html'); // 'sites/optik-a/client/de/index.html'
 * sitePageKey('optik-a', '../protected/de/intern/index.html'); // 'sites/optik-a/protected/de/intern/index.html'
 * sitePageKey('optik-a', '../../optik-b/client/de/index.html'); // null
 */
export function sitePageKey(siteId: string, file: string): string | null {
  if (!isSiteId(siteId)) return null;
  const protectedPrefix = `../${PROTECTED_DIR}/`;
  const [folder, rest] = file.startsWith(protectedPrefix)
    ? [PROTECTED_DIR, file.slice(protectedPrefix.length)]
    : ['client', file];
  if (!isPlainPath(rest)) return null;
  return `${sitePagesPrefix(siteId)}${folder}/${rest}`;
}

/** Whether an R2 key lies in the site's own page folders (`sites/{id}/client/` or `protected/`). */
export function isOwnPageKey(siteId: string, key: string): boolean {
  if (!isSiteId(siteId)) return false;
  const prefix = sitePagesPrefix(siteId);
  if (!key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  return (rest.startsWith('client/') || rest.startsWith(`${PROTECTED_DIR}/`)) && isPlainPath(rest);
}

/** One rendered file: its path relative to the site's HTML folder and its bytes. */
export interface RenderedFile {
  file: string;
  body: Uint8Array | string;
  /** Default: from the file's extension. */
  contentType?: string;
}

/** A batch of a publish: files to (over)write, then files to delete. */
export interface PagesBatch {
  write: readonly RenderedFile[];
  remove: readonly string[];
}

/** Thrown for a file outside the site's prefix; nothing of the batch was written. */
export class ForeignPageKeyError extends Error {
  readonly file: string;
  constructor(siteId: string, file: string) {
    super(`refusing to write outside sites/${siteId}/: ${file}`);
    this.file = file;
  }
}

/** The writer of one site's pages (see `r2PageWriter`). */
export interface SitePageWriter {
  readonly siteId: string;
  /** Writes every file of the batch, then deletes the removed ones; checks every key first. */
  apply(batch: PagesBatch): Promise<void>;
}

/** Deletes per call at most this many keys (R2's limit for one delete). */
const DELETE_CHUNK = 1000;

/**
 * The page writer of one site over the `PAGES` bucket.
 *
 * @example
 * await r2PageWriter(env.PAGES, 'optik-a').apply({
 *   write: [{ file: 'de/index.html', body: html }],
 *   remove: ['de/alt/index.html'],
 * });
 */
export function r2PageWriter(bucket: R2PagesBucketLike, siteId: string): SitePageWriter {
  if (!isSiteId(siteId)) throw new Error(`not a site id: ${siteId}`);
  const keyOf = (file: string): string => {
    const key = sitePageKey(siteId, file);
    if (!key || !isOwnPageKey(siteId, key)) throw new ForeignPageKeyError(siteId, file);
    return key;
  };
  return {
    siteId,
    async apply({ write, remove }) {
      // Every key is checked before the first write: a bad batch changes nothing.
      const puts = write.map((entry) => ({ ...entry, key: keyOf(entry.file) }));
      const written = new Set(puts.map((p) => p.key));
      const deletes = remove.map(keyOf).filter((key) => !written.has(key));
      await Promise.all(
        puts.map((p) =>
          bucket.put(p.key, p.body, {
            httpMetadata: {
              contentType: p.contentType ?? pageContentTypeOf(p.file),
              cacheControl: PAGE_CACHE_CONTROL,
            },
          }),
        ),
      );
      for (let i = 0; i < deletes.length; i += DELETE_CHUNK)
        await bucket.delete(deletes.slice(i, i + DELETE_CHUNK));
    },
  };
}

/**
 * The output of the local renderer (functions/services/local-renderer.ts) into a site's prefix:
 * the render service runs the Node renderer with it, so a publish lands in R2 instead of a folder.
 */
export function r2PagesOutput(bucket: R2PagesBucketLike, siteId: string) {
  const writer = r2PageWriter(bucket, siteId);
  return {
    async write(file: string, body: Uint8Array): Promise<void> {
      await writer.apply({ write: [{ file, body }], remove: [] });
    },
    async remove(file: string): Promise<boolean> {
      const key = sitePageKey(siteId, file);
      const existed = key ? (await bucket.get(key)) !== null : false;
      await writer.apply({ write: [], remove: [file] });
      return existed;
    },
  };
}

/** The R2 key a request path names in a folder of the site, or null (not a file path). */
function keyForPath(prefix: string, pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const trimmed = path.replace(/^\/+/u, '');
  // Directories (`/de/`, `/de/kontakt`) are served from their index.html, as the static build names them.
  const last = trimmed.split('/').at(-1) ?? '';
  const file =
    trimmed === '' || trimmed.endsWith('/')
      ? `${trimmed}index.html`
      : last.includes('.')
        ? trimmed
        : `${trimmed}/index.html`;
  return isPlainPath(file) ? `${prefix}${file}` : null;
}

const notFound = () => new Response('Not found', { status: 404 });

/** A response for an object, with its stored type and cache headers. */
async function objectResponse(
  object: NonNullable<Awaited<ReturnType<R2PagesBucketLike['get']>>>,
  key: string,
  method: string,
): Promise<Response> {
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? pageContentTypeOf(key),
    'Cache-Control': object.httpMetadata?.cacheControl ?? PAGE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
  const body = method === 'HEAD' ? null : await object.arrayBuffer();
  return new Response(body, { status: 200, headers });
}

/**
 * A site's pages in R2 as assets-like fetchers: `pages` serves `client/` by request path (the
 * public pages, `/de/` -> `client/de/index.html`), `protectedPages` serves `protected/` under the
 * door's `/_protected/` paths (functions/services/protected/worker-assets.ts). Neither can read
 * outside `sites/{siteId}/`.
 */
export function r2SitePages(bucket: R2PagesBucketLike, siteId: string) {
  const root = sitePagesPrefix(siteId);
  const fetcher = (folder: string, strip: string): AssetsFetcher => ({
    async fetch(input) {
      const request = typeof input === 'string' ? new Request(input) : input;
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(strip)) return notFound();
      const key = keyForPath(`${root}${folder}/`, pathname.slice(strip.length - 1));
      if (!key || !isOwnPageKey(siteId, key)) return notFound();
      const object = await bucket.get(key);
      return object ? objectResponse(object, key, request.method) : notFound();
    },
  });
  return {
    pages: fetcher('client', '/'),
    protectedPages: fetcher(PROTECTED_DIR, PROTECTED_ASSET_PREFIX),
  };
}
