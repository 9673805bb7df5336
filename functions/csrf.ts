/**
 * CSRF protection for every state-changing API request: the browser must say the request comes
 * from this site (Sec-Fetch-Site: same-origin, or an Origin equal to the site's own origin or one
 * of the trusted origins). Anything else gets 403 and changes nothing. Reads are not affected.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a write request's headers show it comes from an allowed origin. */
export function isSameSiteWrite(
  headers: Headers,
  requestUrl: string,
  trustedOrigins: readonly string[],
): boolean {
  const origin = headers.get('origin');
  if (origin) return origin === new URL(requestUrl).origin || trustedOrigins.includes(origin);
  return headers.get('sec-fetch-site') === 'same-origin';
}

export function csrfProtection(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameSiteWrite(c.req.raw.headers, c.req.url, trustedOrigins)) {
      throw new ApiError(403, 'forbidden_origin');
    }
    await next();
  });
}
