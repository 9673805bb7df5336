/**
 * What the single-site Worker (functions/worker.ts) and the network Worker (./worker-network.ts)
 * share: serving static pages from an assets-like fetcher (the assets binding, or a site's prefix
 * in R2), serving media from the media store, the mail transport from the Worker's variables and
 * the quiet outbox drain. Runtime-neutral: no node:* beyond what `nodejs_compat` gives.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../src/lib/content.ts';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import { splitLocale } from '../../../src/lib/routes.ts';
import { createHttpApiTransport } from '../mail/http-api.ts';
import type { MailTransport } from '../mail/transport.ts';
import { contentTypeOf } from '../media/content-types.ts';
import { mediaSafetyHeaders, storedFileHeaders } from '../media/serve.ts';
import type { MediaStore } from '../media/store.ts';
import type { R2BucketLike } from '../media/r2-store.ts';
import { withTemplateMedia } from '../media/template-media.ts';
import type { OutboxSender } from '../outbox-sender.ts';
import { isProtectedAssetPath } from '../protected/worker-assets.ts';

/** An assets binding, or anything that answers like one (a site's pages in R2). */
export interface AssetsLike {
  fetch: (request: Request | string) => Promise<Response>;
}

/**
 * The Worker's media bucket (`MEDIA`), with the deploy's template media copied in on first read
 * (../media/template-media.ts); undefined without the binding.
 */
export function mediaBucketOf(env: { MEDIA?: R2BucketLike; ASSETS: AssetsLike }): R2BucketLike | undefined {
  return env.MEDIA ? withTemplateMedia(env.MEDIA, env.ASSETS) : undefined;
}

/** The mail variables of a Worker. */
export interface WorkerMailEnv {
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string;
}

/** The mail transport from the Worker's variables; without a key every send fails (and is retried). */
export function workerTransport(env: WorkerMailEnv): MailTransport {
  if (env.MAIL_API_KEY) return createHttpApiTransport({ apiKey: env.MAIL_API_KEY, url: env.MAIL_API_URL });
  return {
    send: async () => {
      throw new Error('MAIL_API_KEY is missing: wrangler secret put MAIL_API_KEY');
    },
  };
}

/** Logs what a drain left undelivered (the sender logs each failure itself). */
export const drainQuietly = (sender: Pick<OutboxSender, 'drainOnce'>) =>
  sender.drainOnce().then(
    () => undefined,
    (error: unknown) => console.error('[mail] drain failed', error),
  );

/**
 * Serves a file of the media store at /media/{key} (404 for anything else), with the media
 * headers. `allowKey` narrows which well-formed keys this host may read (a network site: its own
 * tenant's keys only).
 */
export async function serveStoredMedia(
  pathname: string,
  store: MediaStore | null,
  allowKey: (key: string) => boolean = () => true,
): Promise<Response> {
  let key: string | null = null;
  try {
    key = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    // Not decodable: no file has this name.
  }
  const file = store && key && isMediaKey(key) && allowKey(key) ? await store.get(key) : null;
  if (!file || !key) return new Response('Not found', { status: 404, headers: mediaSafetyHeaders(pathname) });
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: storedFileHeaders(key, file.contentType || contentTypeOf(key)),
  });
}

/**
 * Serves a static page; a missing one is a renamed page's old path (301 to its new path, when
 * `findRedirect` knows it) or else the locale's 404 page (status 404; `notFoundPage` renders it,
 * else it comes from the assets). `/` goes to the default
 * locale (a network site's first locale).
 */
export async function serveAsset(
  request: Request,
  assets: AssetsLike,
  findRedirect?: (pathname: string, search: string) => Promise<string | null>,
  defaultLocale: Locale = DEFAULT_LOCALE,
  notFoundPage?: (url: URL) => Promise<Response | null>,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/') return Response.redirect(new URL(`/${defaultLocale}/`, url).href, 302);
  // Every edit route (/{locale}/edit/...) gets that locale's editor shell (its island loads the draft).
  const edit = /^\/([a-z]{2})\/edit(?:\/.*)?$/.exec(url.pathname);
  const editLocale = edit ? splitLocale(`/${edit[1]}`)?.locale : undefined;
  if (editLocale) return assets.fetch(new URL(`/${editLocale}/edit/`, url).href);
  const response = isProtectedAssetPath(url.pathname) ? null : await assets.fetch(request);
  if (response && response.status !== 404) return response;
  const moved = await findRedirect?.(url.pathname, url.search);
  if (moved) return Response.redirect(new URL(moved, url).href, 301);
  const locale = splitLocale(url.pathname.replace(/^(\/[a-z]{2})\/.*$/, '$1'))?.locale ?? defaultLocale;
  const page =
    (await notFoundPage?.(new URL(`/${locale}/404.html`, url))) ??
    (await assets.fetch(new URL(`/${locale}/404.html`, url).href));
  return new Response(page.body, { status: 404, headers: page.headers });
}
