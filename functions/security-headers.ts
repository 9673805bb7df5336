/**
 * The security headers of every answer, in one place for the Node server (functions/node.ts,
 * functions/platform-node.ts) and the Workers (functions/worker.ts, services/platform/
 * worker-network.ts): the Content-Security-Policy, `nosniff`, the referrer policy, no framing by
 * other sites, the browser features pages may use (Permissions-Policy), a browsing context of
 * their own (Cross-Origin-Opener-Policy), and HSTS where the site is served over https only.
 * Pure: the callers pass the request, their environment and the build's inline-script hashes
 * (services/static/inline-hashes.ts). The host the policy names (the game rooms beside the site)
 * is the one `Host` names, as for the site lookup and the CSRF check (./request-origin.ts).
 *
 * Why each source is allowed:
 * - scripts: our own files, the build's inline scripts by hash (Astro's island bootstrap), and
 *   `'unsafe-hashes'` for the booking frame's load/error attributes (src/components/BookingFrame.tsx)
 *   by hash too. Never `'unsafe-inline'`, `'unsafe-eval'` or `'wasm-unsafe-eval'` for scripts.
 * - styles: `'unsafe-inline'`, because React style props become style attributes (about 400 in the
 *   demo's pages) and Astro inlines small stylesheets.
 * - connections: our own origin, the game rooms (PUBLIC_PARTYKIT_HOST, else `ws://{host}:PARTY_PORT`
 *   as functions/routes/games.ts answers), the map's style, tile, glyph and sprite hosts, and the
 *   origin of each booking widget the page embeds (its frame checks the widget answers at all:
 *   Chromium fires `load` for its own error page too). Only those, never any https host.
 * - frames: any https page, because the booking widget is whatever URL the business configures;
 *   the video embeds (youtube-nocookie, Vimeo) are https too.
 * - images and media: any https host (review photos, feed posts and video posters come from the
 *   services' CDNs), `data:` and `blob:` (QR codes, upload previews, map sprites).
 * - workers: our own files (MapLibre's worker) and `blob:` (MapLibre may spawn from a blob).
 * Nothing may frame any page (`frame-ancestors 'none'` + X-Frame-Options DENY): neither the
 * editor, the login and /network nor the visitor pages need to be framed.
 */
import * as v from 'valibot';
import { TRACKING_CONNECT_ORIGINS, TRACKING_HOSTS } from '../src/lib/tracking.ts';
import { requestOrigin } from './request-origin.ts';

/** The `sha256-...` sources of the build's inline code (written at build time beside the pages). */
export const InlineHashesSchema = v.object({
  /** Inline `<script>` elements. */
  scripts: v.array(v.pipe(v.string(), v.regex(/^sha256-[A-Za-z0-9+/]+=*$/u))),
  /** Inline event handler attributes (`onload="..."`), allowed with `'unsafe-hashes'`. */
  handlers: v.array(v.pipe(v.string(), v.regex(/^sha256-[A-Za-z0-9+/]+=*$/u))),
  /**
   * Origins the inline code fetches: the booking frames' reachability check (a frame marked
   * `data-probe`, src/components/BookingFrame.tsx). Absent in files of older builds.
   */
  connect: v.optional(v.array(v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s'";]+$/u))), []),
});
export type InlineHashes = v.InferOutput<typeof InlineHashesSchema>;

export const NO_INLINE_HASHES: InlineHashes = { scripts: [], handlers: [], connect: [] };

/** Where the build writes the hashes, relative to the served folder (`dist/client`). */
export const INLINE_HASHES_FILE = '_lunette/inline-hashes.json';

export interface PolicyOptions {
  inline: InlineHashes;
  /** Origins the pages may connect to besides their own (game rooms, map hosts). */
  connect: readonly string[];
  /** Origins images may come from besides the defaults (map sprites on the map hosts). */
  images?: readonly string[];
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The Content-Security-Policy of pages (and of scripts, so that workers started from them keep it).
 *
 * @example
 * pageContentSecurityPolicy({ inline: { scripts: ['sha256-abc='], handlers: [] }, connect: ['ws://localhost:1999'] });
 * // "default-src 'self'; script-src 'self' 'sha256-abc='; ... connect-src 'self' ws://localhost:1999; ..."
 */
export function pageContentSecurityPolicy({ inline, connect, images = [] }: PolicyOptions): string {
  const quote = (hash: string) => `'${hash}'`;
  const scripts = [
    "'self'",
    // The tracking scripts, which the consent banner adds only after the visitor agreed.
    ...TRACKING_HOSTS.map((host) => `https://${host}`),
    ...(inline.handlers.length > 0 ? ["'unsafe-hashes'"] : []),
    ...unique([...inline.scripts, ...inline.handlers]).map(quote),
  ];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', ...images])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...connect, ...inline.connect, ...TRACKING_CONNECT_ORIGINS])],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['frame-src', ["'self'", 'https:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The policy of API answers (JSON): nothing may load from or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS: one year, this host only (a business's other subdomains may not speak https). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The browser features of every answer: the visitor's location for our own pages (the map and the
 * game show where the visitor is), none of the devices, payments and trackers no page uses, for the
 * page and every frame in it. What the video embeds ask for (autoplay, encrypted-media,
 * picture-in-picture, fullscreen; src/blocks/videoPlayer/View.tsx) keeps the browser's default,
 * so their frames may still be granted it. Only names Chromium knows (it warns of any other).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** No page shares its browsing context with a window of another origin it opens or is opened by. */
export const OPENER_POLICY = 'same-origin';

export interface SecurityHeaderOptions extends PolicyOptions {
  /** Send Strict-Transport-Security (the site is reachable over https only). */
  hsts: boolean;
}

/**
 * The headers of one answer: the page policy, or the API policy for /api/* paths.
 *
 * @example
 * securityHeaders('/api/v1/health', { inline: NO_INLINE_HASHES, connect: [], hsts: false })['Content-Security-Policy'];
 * // "default-src 'none'; frame-ancestors 'none'"
 */
export function securityHeaders(path: string, options: SecurityHeaderOptions): Record<string, string> {
  const api = isApiPath(path);
  return {
    'Content-Security-Policy': api ? API_CONTENT_SECURITY_POLICY : pageContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': OPENER_POLICY,
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

/**
 * Sets the headers on an answer, keeping a Content-Security-Policy it already has (an uploaded
 * SVG's sandbox, services/media/serve.ts). Answers with immutable headers (fetched from the
 * assets binding or R2) are copied first.
 */
export function withSecurityHeaders(response: Response, headers: Record<string, string>): Response {
  let answer = response;
  try {
    answer.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    answer = new Response(response.body, response);
  }
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'Content-Security-Policy' && answer.headers.has(name)) continue;
    answer.headers.set(name, value);
  }
  return answer;
}

/** The variables that name the game rooms' and the map's hosts. */
export interface ConnectEnv {
  PUBLIC_PARTYKIT_HOST?: string | undefined;
  PARTY_PORT?: string | undefined;
  PUBLIC_MAP_STYLE_LIGHT?: string | undefined;
  PUBLIC_MAP_STYLE_DARK?: string | undefined;
  /** Comma-separated origins of the map's tiles, glyphs and sprites (besides the styles' own). */
  LUNETTE_MAP_ORIGINS?: string | undefined;
}

const DEFAULT_PARTY_PORT = '1999';

/**
 * Where the pages of `pageUrl` open game-room sockets: the configured PartyKit host (with or
 * without a scheme), else the rooms beside the site on PARTY_PORT (the rule of GET /api/v1/game/config).
 *
 * @example
 * gameRoomSources(new URL('http://localhost:4321/de/game'), {}); // ['ws://localhost:1999']
 * gameRoomSources(new URL('https://x.ch/'), { PUBLIC_PARTYKIT_HOST: 'golf.me.partykit.dev' });
 * // ['wss://golf.me.partykit.dev']
 */
export function gameRoomSources(pageUrl: URL, env: ConnectEnv): string[] {
  const secure = pageUrl.protocol === 'https:';
  const configured = env.PUBLIC_PARTYKIT_HOST?.trim();
  if (configured) {
    const match = /^(wss?|https?):\/\/([^/]+)/iu.exec(configured);
    if (!match) return [`${secure ? 'wss' : 'ws'}://${configured.replace(/\/.*$/u, '')}`];
    const scheme = (match[1] ?? '').toLowerCase();
    const tls = scheme === 'wss' || scheme === 'https';
    return [`${tls ? 'wss' : 'ws'}://${match[2] ?? ''}`];
  }
  const port = env.PARTY_PORT?.trim() || DEFAULT_PARTY_PORT;
  return [`${secure ? 'wss' : 'ws'}://${pageUrl.hostname}:${port}`];
}

/** The origins of the configured map styles and LUNETTE_MAP_ORIGINS (relative styles are our own). */
export function mapSources(env: ConnectEnv): string[] {
  const origins: string[] = [];
  for (const raw of [
    env.PUBLIC_MAP_STYLE_LIGHT,
    env.PUBLIC_MAP_STYLE_DARK,
    ...(env.LUNETTE_MAP_ORIGINS ?? '').split(','),
  ]) {
    const value = raw?.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // A relative style URL (/map/style-light.json) is served by the site itself.
    }
  }
  return unique(origins);
}

/**
 * Everything a request's answer needs: the policy's connect and image sources from the
 * environment and the site's origin (its `Host`, never an absolute URI of the request line; none
 * of the rooms beside the site when `Host` names no host), HSTS when asked for.
 *
 * @example
 * securityHeadersFor(new Request('http://localhost:4321/de/'), {}, NO_INLINE_HASHES, false);
 * // connect-src 'self' ws://localhost:1999 ...
 */
export function securityHeadersFor(
  request: Request,
  env: ConnectEnv,
  inline: InlineHashes,
  hsts: boolean,
): Record<string, string> {
  const path = new URL(request.url).pathname;
  // API answers (every field save) skip the page policy's sources: they get the closed policy.
  if (isApiPath(path)) return securityHeaders(path, { inline, connect: [], hsts });
  const map = mapSources(env);
  const site = requestOrigin(request);
  return securityHeaders(path, {
    inline,
    connect: [...(site ? gameRoomSources(new URL(site), env) : []), ...map],
    images: map,
    hsts,
  });
}
