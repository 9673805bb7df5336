/**
 * The door in front of protected pages, shared by the Node server and the Worker: a request for
 * a path whose HTML lies in the protected folder gets that page only with a valid pass cookie;
 * otherwise the password form. A posted password is checked against the stored hash; when
 * right, the visitor gets a pass for the page's paths and is sent back to the page
 * (post/redirect/get). Every answer is private and never indexed. Paths that are not protected
 * pass through (null).
 * Attempts are limited per client only (its address, an IPv6 client by its /64:
 * ../../auth/client-ip.ts), over all pages and per page. No counter is shared by all visitors:
 * wrong passwords from any number of other addresses never keep a visitor with the right one
 * out, while one client still gets only a few guesses. The callers say who the client is:
 * the socket or the TRUSTED_PROXIES' forwarded hop on Node, CF-Connecting-IP on Workers.
 * A post names its own origin by the `Host` it was sent to (../../request-origin.ts).
 */
import type { Locale } from '../../../src/lib/content.ts';
import { publicPathFile } from '../../../src/lib/affected-routes.ts';
import { splitLocale } from '../../../src/lib/routes.ts';
import { addressBucket } from '../../auth/client-ip.ts';
import { createRateLimiter, type RateLimiter } from '../../rate-limit.ts';
import { requestOrigin } from '../../request-origin.ts';
import { ACCESS_TTL_SECONDS, accessCookieName, signAccess, verifyAccess } from './access-cookie.ts';
import { passwordFormHtml, type FormState } from './form-page.ts';
import { verifyPagePassword } from './password-hash.ts';

/** A published protected page as the door needs it. */
export interface ProtectedPageInfo {
  id: string;
  /** The stored password hash. */
  passwordHash: string;
  /** Every public path of the page (each locale, id aliases): its pass cookie is set for each. */
  paths: string[];
}

export interface ProtectedGateOptions {
  /** The HTML of a route file in the protected folder (`de/intern/index.html`); null when absent. */
  readPage: (file: string) => Promise<string | null>;
  /** The published protected page a locale-relative path shows; null when none is. */
  findPage: (locale: Locale, rest: string) => Promise<ProtectedPageInfo | null>;
  /** Signs the pass cookies (the auth service's secret). */
  secret: string;
  /** Marks the cookies Secure (production, HTTPS). */
  secure: boolean;
  now?: () => Date;
  /** The client's address for the rate limit (null: unknown, all such clients count as one). */
  clientAddress: (request: Request) => string | null;
  /** Attempts allowed per client, over all pages and per page (`defaultAttemptLimits`). */
  limits?: AttemptLimits;
}

/** The attempt counters, keyed by client (`perClient`) and by client and page (`perClientPage`). */
export interface AttemptLimits {
  perClient: RateLimiter;
  perClientPage: RateLimiter;
}

/** The door: a response for a protected path, null for every other request. */
export type ProtectedGate = (request: Request) => Promise<Response | null>;

const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
/** Largest password post read (the password field allows 200 characters). */
const MAX_FORM_BYTES = 4096;

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
};

/** Attempts one client may make at one page, and at all pages together, in 10 minutes. */
export const ATTEMPTS_PER_CLIENT_PAGE = 10;
export const ATTEMPTS_PER_CLIENT = 30;

/** The default attempt limits: 10 per client and page, 30 per client over all pages, in 10 minutes. */
export function defaultAttemptLimits(): AttemptLimits {
  return {
    perClient: createRateLimiter({ limit: ATTEMPTS_PER_CLIENT, windowMs: ATTEMPT_WINDOW_MS }),
    perClientPage: createRateLimiter({ limit: ATTEMPTS_PER_CLIENT_PAGE, windowMs: ATTEMPT_WINDOW_MS }),
  };
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Creates the door.
 *
 * @example
 * const gate = createProtectedGate({ readPage, findPage, secret, secure: true, clientAddress });
 * const answer = await gate(request); // null: not a protected path
 */
export function createProtectedGate(options: ProtectedGateOptions): ProtectedGate {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? defaultAttemptLimits();

  const html = (request: Request, body: string, status: number, extra: HeadersInit = {}) => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE_HEADERS });
    new Headers(extra).forEach((value, key) => headers.append(key, value));
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  };
  const form = (request: Request, locale: Locale, path: string, state: FormState, status: number) =>
    html(request, passwordFormHtml(locale, path, state), status);

  const attempt = async (request: Request, locale: Locale, path: string, page: ProtectedPageInfo) => {
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== requestOrigin(request)) return form(request, locale, path, 'ask', 403);
    // Counted before the password is checked (parallel guesses cannot slip past), per client only.
    const client = addressBucket(options.clientAddress(request)) ?? 'unknown';
    if (!limits.perClient.hit(client) || !limits.perClientPage.hit(`${client} ${page.id}`))
      return form(request, locale, path, 'too-many', 429);
    // Browsers send the length of a form post; anything else or bigger is no password.
    const length = Number(request.headers.get('content-length') ?? 'NaN');
    const data = length <= MAX_FORM_BYTES ? await request.formData().catch(() => null) : null;
    const password = data?.get('password');
    if (typeof password !== 'string' || !(await verifyPagePassword(password, page.passwordHash)))
      return form(request, locale, path, 'wrong', 403);
    const claim = { pageId: page.id, passwordHash: page.passwordHash };
    const value = await signAccess(options.secret, claim, now());
    const headers = new Headers({ Location: path, ...PRIVATE_HEADERS });
    const flags = `Max-Age=${ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
    for (const cookiePath of page.paths)
      headers.append(
        'Set-Cookie',
        `${accessCookieName(page.id)}=${value}; Path=${encodeURI(cookiePath)}; ${flags}`,
      );
    return new Response(null, { status: 303, headers });
  };

  return async (request) => {
    if (!['GET', 'HEAD', 'POST'].includes(request.method)) return null;
    const url = new URL(request.url);
    const path = decodedPath(url.pathname);
    const file = path === null ? null : publicPathFile(path);
    const split = path === null ? null : splitLocale(path.replace(/\/+$/u, '') || '/');
    if (!file || !split) return null;
    const body = await options.readPage(file);
    if (body === null) return null;
    // A file left over from a page that is no longer protected is never shown: the public build
    // (or the 404 page) answers instead.
    const page = await options.findPage(split.locale, split.rest);
    if (!page) return null;
    if (request.method === 'POST') return attempt(request, split.locale, url.pathname, page);
    const claim = { pageId: page.id, passwordHash: page.passwordHash };
    if (await verifyAccess(options.secret, claim, readCookie(request, accessCookieName(page.id)), now()))
      return html(request, body, 200);
    return form(request, split.locale, url.pathname, 'ask', 403);
  };
}
