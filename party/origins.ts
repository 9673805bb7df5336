/**
 * Which browser origins may open a WebSocket to a game room (checked before the upgrade in
 * `party/game.ts`), from the `ALLOWED_ORIGINS` variable.
 */

/**
 * Whether a WebSocket upgrade with this `Origin` header may reach a room. Requests without an Origin
 * (non-browser clients) pass. `allowedOrigins` is the `ALLOWED_ORIGINS` variable, a comma-separated
 * list of origins such as `https://lunette.ch,https://www.lunette.ch`; when it is unset or empty,
 * only local development origins (`localhost`, `127.0.0.1`, any port) pass.
 *
 * @example
 * isOriginAllowed('http://localhost:4321', undefined); // true
 * isOriginAllowed('https://evil.example', 'https://lunette.ch'); // false
 */
export function isOriginAllowed(origin: string | null, allowedOrigins: unknown): boolean {
  if (origin === null) return true;
  const allowList = parseAllowedOrigins(allowedOrigins);
  if (allowList.length === 0) return isLocalDevelopmentOrigin(origin);
  return allowList.includes(normalizeOrigin(origin));
}

function parseAllowedOrigins(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(normalizeOrigin);
}

/** `https://Lunette.ch/` and `https://lunette.ch` are the same origin; unparsable text stays as is. */
function normalizeOrigin(origin: string): string {
  const url = parseUrl(origin);
  return url === null || url.origin === 'null' ? origin : url.origin;
}

function isLocalDevelopmentOrigin(origin: string): boolean {
  const url = parseUrl(origin);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
}

/**
 * The site a browser origin belongs to, as the rooms keep it: its host name in lower case, with
 * this machine's names (localhost, 127.0.0.1, ::1) as 'localhost'; null without a usable origin.
 * A room belongs to the site of its first connection and refuses phones of other sites.
 *
 * @example
 * siteHostOfOrigin('http://Optik-Seeblick.localhost:4321'); // 'optik-seeblick.localhost'
 * siteHostOfOrigin('http://127.0.0.1:4321'); // 'localhost'
 */
export function siteHostOfOrigin(origin: string | null): string | null {
  const url = origin === null ? null : parseUrl(origin);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return ['localhost', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
}

/** `new URL` in a try: `URL.parse` is missing from older runtimes. */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
