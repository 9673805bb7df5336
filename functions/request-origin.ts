/**
 * The one host a request is answered for: its `Host` header, as the site lookup reads it
 * (services/platform/request-host.ts `siteHostOf`). A request line may carry an absolute URI
 * (`POST http://other.example/api/... HTTP/1.1`, which the Node server takes as the request's
 * URL) while `Host` names the site; the CSRF checks (./csrf.ts, the auth service, the protected
 * pages' door) and the Content-Security-Policy (./security-headers.ts) must then judge by the
 * site that answers, not by the URI. The scheme stays the request URL's (the server's own
 * listener or the Worker's). Pure (no node:*), for the Node server and the Workers alike.
 */

/**
 * The host (with port) a request names its site by: `Host`, else the URL's host (a request made
 * in-process without the header, or HTTP/2's `:authority`, which the URL already holds).
 *
 * @example
 * requestHost(new Request('http://other.example/x', { headers: { host: 'optik.ch' } })); // 'optik.ch'
 */
export function requestHost(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

/**
 * The origin the request is answered as (`https://optik.ch`), from the URL's scheme and
 * `requestHost`; null when `Host` is no plain host (a path, credentials or junk in it), so such
 * a request never counts as coming from its own site.
 *
 * @example
 * requestOrigin(new Request('http://other.example/x', { headers: { host: 'optik.ch:4321' } }));
 * // 'http://optik.ch:4321'
 */
export function requestOrigin(request: Request): string | null {
  const host = requestHost(request);
  if (host === '' || /[/\\?#@\s]/u.test(host)) return null;
  try {
    const url = new URL(`${new URL(request.url).protocol}//${host}`);
    return url.pathname === '/' ? url.origin : null;
  } catch {
    return null;
  }
}
