/**
 * The Worker's door to protected pages: their HTML is deployed among the static assets under
 * `/_protected/` (scripts/worker-assets.ts puts the build's `protected/` folder there), a prefix
 * wrangler.toml routes to the Worker first (`run_worker_first`), which never serves it as a file:
 * only the door reads it, through the assets binding, for a visitor holding a pass.
 */
import {
  createProtectedGate,
  defaultAttemptLimits,
  type ProtectedGate,
  type ProtectedGateOptions,
} from './gate.ts';
import { toBase64Url } from './password-hash.ts';

/** URL prefix of the protected pages among the Worker's assets. */
export const PROTECTED_ASSET_PREFIX = '/_protected/';

/** Whether a request path names the protected assets, encoded or not (answered as not found). */
export function isProtectedAssetPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the assets layer cannot map it to a file either.
  }
  path = path.replace(/\/{2,}/gu, '/').toLowerCase();
  return path === PROTECTED_ASSET_PREFIX.slice(0, -1) || path.startsWith(PROTECTED_ASSET_PREFIX);
}

interface AssetsLike {
  fetch: (request: Request | string) => Promise<Response>;
}

// Per isolate, like the form limits (functions/rate-limit.ts): Cloudflare's rules cover the rest.
const limits = defaultAttemptLimits();
// Without AUTH_SECRET (logged at start), passes last as long as the isolate. Made on first use:
// workerd refuses randomness at module scope.
let fallbackSecret: string | undefined;
function isolateSecret(): string {
  fallbackSecret ??= toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return fallbackSecret;
}

/**
 * The door for one Worker request. It reads the assets first and asks `findPage` (the database)
 * only for a path that has a protected page, so other requests never open the database.
 */
export function workerProtectedGate(options: {
  /** Where the protected pages lie (`/_protected/` in the assets)... */
  assets?: AssetsLike;
  /** ...or how to render the guarded page (the edge renderer; null: not protected). */
  readPage?: () => Promise<string | null>;
  siteUrl: string;
  secret: string | undefined;
  findPage: ProtectedGateOptions['findPage'];
}): ProtectedGate {
  const { assets, readPage } = options;
  return createProtectedGate({
    secret: options.secret ?? isolateSecret(),
    secure: options.siteUrl.startsWith('https:'),
    limits,
    clientAddress: (request) => request.headers.get('cf-connecting-ip'),
    findPage: options.findPage,
    readPage: async (file) => {
      if (readPage) return readPage();
      if (!assets) return null;
      // The folder URL: the assets layer serves its index.html (asking for the file redirects).
      const folder = file.replace(/index\.html$/u, '');
      const url = new URL(`${PROTECTED_ASSET_PREFIX}${folder}`, options.siteUrl).href;
      const response = await assets.fetch(url);
      return response.ok ? response.text() : null;
    },
  });
}
