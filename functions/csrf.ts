/**
 * CSRF protection for every state-changing API request: the browser must say the request comes
 * from this site (Sec-Fetch-Site: same-origin, or an Origin equal to the site's own origin or one
 * of the trusted origins). Anything else gets 403 and changes nothing. Reads are not affected.
 * The site's own origin is the one its `Host` header names (./request-origin.ts), as for the site
 * lookup and the Content-Security-Policy, never a host an absolute URI in the request line names.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';
import { requestOrigin } from './request-origin.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write request's headers show it comes from an allowed origin.
 *
 * @example
 * isSameSiteWrite(new Request('https://optik.ch/api/v1/data', { headers: { origin: 'https://optik.ch' } }), []); // true
 */
export function isSameSiteWrite(request: Request, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === requestOrigin(request) || trustedOrigins.includes(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export function csrfProtection(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameSiteWrite(c.req.raw, trustedOrigins)) {
      throw new ApiError(403, 'forbidden_origin');
    }
    await next();
  });
}
