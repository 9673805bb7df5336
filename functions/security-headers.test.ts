import { describe, expect, it } from 'vitest';
import { TRACKING_CONNECT_ORIGINS, TRACKING_HOSTS } from '../src/lib/tracking.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS_VALUE,
  NO_INLINE_HASHES,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
  gameRoomSources,
  mapSources,
  pageContentSecurityPolicy,
  securityHeaders,
  securityHeadersFor,
  withSecurityHeaders,
} from './security-headers.ts';

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('pageContentSecurityPolicy', () => {
  const policy = pageContentSecurityPolicy({
    inline: { scripts: ['sha256-aaa='], handlers: ['sha256-bbb='], connect: ['https://book.example'] },
    connect: ['ws://localhost:1999'],
    images: ['https://tiles.example'],
  });

  it('allows the inline code by hash only, never unsafe-inline or eval for scripts', () => {
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual([
      "'self'",
      ...TRACKING_HOSTS.map((host) => `https://${host}`),
      "'unsafe-hashes'",
      "'sha256-aaa='",
      "'sha256-bbb='",
    ]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });
  it("needs no 'unsafe-hashes' without inline handlers", () => {
    const plain = pageContentSecurityPolicy({
      inline: { scripts: ['sha256-aaa='], handlers: [], connect: [] },
      connect: [],
    });
    expect(directive(plain, 'script-src')).not.toContain("'unsafe-hashes'");
  });
  it("lets pages connect to their own origin, the configured hosts and their booking frames' origins, frames by nobody", () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://localhost:1999',
      'https://book.example',
      ...TRACKING_CONNECT_ORIGINS,
    ]);
    expect(directive(policy, 'img-src')).toContain('https://tiles.example');
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  const options = { inline: NO_INLINE_HASHES, connect: [], hsts: false };
  it('gives pages the page policy and API answers the closed one', () => {
    expect(securityHeaders('/de/', options)['Content-Security-Policy']).toContain("script-src 'self'");
    expect(securityHeaders('/api/v1/health', options)['Content-Security-Policy']).toBe(
      API_CONTENT_SECURITY_POLICY,
    );
    expect(securityHeaders('/apiary', options)['Content-Security-Policy']).not.toBe(
      API_CONTENT_SECURITY_POLICY,
    );
  });
  it('always sends nosniff, the referrer policy and DENY; HSTS only when asked', () => {
    const headers = securityHeaders('/de/edit/', options);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('/', { ...options, hsts: true })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
  it('sends the permissions and opener policies on pages and API answers alike', () => {
    for (const path of ['/de/', '/de/edit/', '/api/v1/health']) {
      const headers = securityHeaders(path, options);
      expect(headers['Permissions-Policy'], path).toBe(PERMISSIONS_POLICY);
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
    }
    expect(OPENER_POLICY).toBe('same-origin');
  });
});

describe('PERMISSIONS_POLICY', () => {
  const features = new Map(
    PERMISSIONS_POLICY.split(', ').map((entry) => {
      const [name = '', allow = ''] = entry.split('=');
      return [name, allow] as const;
    }),
  );
  it('denies the devices and payments no page uses', () => {
    for (const name of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi'])
      expect(features.get(name), name).toBe('()');
  });
  it("lets our own pages (the map, the game) ask for the visitor's location, no frame in them", () => {
    expect(features.get('geolocation')).toBe('(self)');
  });
  it('leaves the video embeds what they ask for (autoplay, fullscreen, ...)', () => {
    for (const name of ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen'])
      expect(features.has(name), name).toBe(false);
  });
  it('is well formed: one entry per feature, each an allowlist in parentheses', () => {
    expect(features.size).toBe(PERMISSIONS_POLICY.split(', ').length);
    for (const [name, allow] of features) {
      expect(name).toMatch(/^[a-z-]+$/u);
      expect(allow).toMatch(/^\((self)?\)$/u);
    }
  });
});

describe('withSecurityHeaders', () => {
  it("keeps an answer's own policy (an uploaded SVG's sandbox)", () => {
    const svg = new Response('<svg/>', { headers: { 'Content-Security-Policy': 'sandbox' } });
    const answer = withSecurityHeaders(
      svg,
      securityHeaders('/media/a.svg', { inline: NO_INLINE_HASHES, connect: [], hsts: false }),
    );
    expect(answer.headers.get('Content-Security-Policy')).toBe('sandbox');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });
  it('copies an answer whose headers are immutable (fetched ones)', async () => {
    const fetched = Response.redirect('https://example.ch/de/', 302);
    const answer = withSecurityHeaders(fetched, { 'X-Frame-Options': 'DENY' });
    expect(answer).not.toBe(fetched);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://example.ch/de/');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('gameRoomSources', () => {
  it('points at the rooms beside the site when no host is configured', () => {
    expect(gameRoomSources(new URL('http://127.0.0.1:4321/de/game'), {})).toEqual(['ws://127.0.0.1:1999']);
    expect(gameRoomSources(new URL('https://optik.ch/de/'), { PARTY_PORT: '2999' })).toEqual([
      'wss://optik.ch:2999',
    ]);
  });
  it('uses the configured host, with or without a scheme', () => {
    const page = new URL('https://optik.ch/de/');
    expect(gameRoomSources(page, { PUBLIC_PARTYKIT_HOST: 'golf.me.partykit.dev' })).toEqual([
      'wss://golf.me.partykit.dev',
    ]);
    expect(gameRoomSources(page, { PUBLIC_PARTYKIT_HOST: 'https://golf.me.partykit.dev/' })).toEqual([
      'wss://golf.me.partykit.dev',
    ]);
    expect(
      gameRoomSources(new URL('http://localhost/'), { PUBLIC_PARTYKIT_HOST: 'ws://127.0.0.1:1999' }),
    ).toEqual(['ws://127.0.0.1:1999']);
  });
});

describe('mapSources', () => {
  it('takes the origins of absolute styles and LUNETTE_MAP_ORIGINS, not relative styles', () => {
    expect(mapSources({ PUBLIC_MAP_STYLE_LIGHT: '/map/style-light.json' })).toEqual([]);
    expect(
      mapSources({
        PUBLIC_MAP_STYLE_LIGHT: 'https://vectortiles.geo.admin.ch/styles/light/style.json',
        PUBLIC_MAP_STYLE_DARK: 'https://vectortiles.geo.admin.ch/styles/dark/style.json',
        LUNETTE_MAP_ORIGINS: ' https://wmts.geo.admin.ch , not a url,https://fonts.example/glyphs',
      }),
    ).toEqual(['https://vectortiles.geo.admin.ch', 'https://wmts.geo.admin.ch', 'https://fonts.example']);
  });
  it('ends up in the connect and image sources of a page', () => {
    const headers = securityHeadersFor(
      new Request('http://localhost:4321/de/map'),
      { LUNETTE_MAP_ORIGINS: 'https://tiles.example' },
      NO_INLINE_HASHES,
      false,
    );
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://localhost:1999',
      'https://tiles.example',
      ...TRACKING_CONNECT_ORIGINS,
    ]);
    expect(directive(policy, 'img-src')).toContain('https://tiles.example');
  });
});

describe('securityHeadersFor', () => {
  const roomsOf = (request: Request) =>
    directive(
      securityHeadersFor(request, {}, NO_INLINE_HASHES, false)['Content-Security-Policy'] ?? '',
      'connect-src',
    ).filter((source) => source.startsWith('ws'));
  it('names the game rooms beside the host the site is found by (Host), not an absolute URI', () => {
    expect(roomsOf(new Request('http://optik.example:4321/de/game'))).toEqual(['ws://optik.example:1999']);
    const absolute = new Request('http://evil.example/de/game', { headers: { host: 'optik.example:4321' } });
    expect(roomsOf(absolute)).toEqual(['ws://optik.example:1999']);
  });
  it('names no rooms beside the site when Host names no host', () => {
    for (const host of ['evil.example/x', 'me@evil.example', ''])
      expect(roomsOf(new Request('http://evil.example/de/', { headers: { host } })), host).toEqual([]);
  });
  it('reads the path from the request: API answers get the closed policy', () => {
    const headers = securityHeadersFor(
      new Request('http://localhost/api/v1/health'),
      {},
      NO_INLINE_HASHES,
      false,
    );
    expect(headers['Content-Security-Policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
  });
});
