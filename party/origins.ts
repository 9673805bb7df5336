/**
 * Which browser origins may open a WebSocket to a game room (checked before the upgrade in
 * `party/game.ts`): those of the `ALLOWED_ORIGINS` variable, and any other the site's API allows
 * (`GET {LUNETTE_API_URL}/api/v1/game/origin`: on a network every active site's host in the
 * registry), so a new site of the network needs no change to the rooms' variables.
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

/** How long the API's answer about an origin is trusted (ms). */
export const ORIGIN_ANSWER_TTL_MS = 60_000;

/** The API's answers, per origin, with when they expire (per isolate; filled on first use). */
const answers = new Map<string, { allowed: boolean; until: number }>();

/**
 * Whether the site's API at `apiUrl` allows a browser origin (an answer kept a minute; an API that
 * cannot be asked allows nothing, and that answer is not kept).
 *
 * @example
 * await isOriginAllowedByApi('https://optik-b.ch', 'https://optik-a.ch'); // true when optik-b.ch is a site
 */
export async function isOriginAllowedByApi(
  origin: string,
  apiUrl: unknown,
  fetcher: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<boolean> {
  if (typeof apiUrl !== 'string' || apiUrl === '') return false;
  const known = answers.get(origin);
  if (known && known.until > now()) return known.allowed;
  try {
    const url = new URL('/api/v1/game/origin', apiUrl);
    url.searchParams.set('origin', origin);
    const response = await fetcher(url.href, { headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { allowed?: unknown } };
    const allowed = body.data?.allowed === true;
    if (answers.size > 1000) answers.clear();
    answers.set(origin, { allowed, until: now() + ORIGIN_ANSWER_TTL_MS });
    return allowed;
  } catch {
    return false;
  }
}

/** `new URL` in a try: `URL.parse` is missing from older runtimes. */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
