/**
 * Tests for which browser origins may connect to a game room.
 */
import { describe, expect, it } from 'vitest';
import { isOriginAllowed, isOriginAllowedByApi, siteHostOfOrigin } from './origins.ts';

describe('isOriginAllowed', () => {
  describe('without ALLOWED_ORIGINS', () => {
    it.each([undefined, '', ' , '])('allows requests without Origin and local origins (%j)', (env) => {
      expect(isOriginAllowed(null, env)).toBe(true);
      expect(isOriginAllowed('http://localhost:4321', env)).toBe(true);
      expect(isOriginAllowed('http://127.0.0.1:1999', env)).toBe(true);
      expect(isOriginAllowed('https://localhost', env)).toBe(true);
    });

    it.each([
      'https://lunette.ch',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'null',
      '',
      'file:///tmp/x.html',
    ])('refuses %j', (origin) => {
      expect(isOriginAllowed(origin, undefined)).toBe(false);
    });
  });

  describe('with ALLOWED_ORIGINS', () => {
    const env = 'https://lunette.ch, https://www.lunette.ch/';

    it('allows listed origins, compared as origins', () => {
      expect(isOriginAllowed('https://lunette.ch', env)).toBe(true);
      expect(isOriginAllowed('https://www.lunette.ch', env)).toBe(true);
      expect(isOriginAllowed('https://LUNETTE.ch', env)).toBe(true);
    });

    it('still allows requests without Origin', () => {
      expect(isOriginAllowed(null, env)).toBe(true);
    });

    it.each([
      'http://lunette.ch',
      'https://lunette.ch:8443',
      'https://evil.example',
      'http://localhost:4321',
    ])('refuses %j, localhost included', (origin) => {
      expect(isOriginAllowed(origin, env)).toBe(false);
    });
  });
});

describe('siteHostOfOrigin', () => {
  it("names a game's site by its page's host, with this machine's names as one", () => {
    expect(siteHostOfOrigin('http://Optik-Seeblick.localhost:4321')).toBe('optik-seeblick.localhost');
    expect(siteHostOfOrigin('https://www.optik.ch')).toBe('www.optik.ch');
    expect(siteHostOfOrigin('http://127.0.0.1:4321')).toBe('localhost');
    expect(siteHostOfOrigin('http://[::1]:4321')).toBe('localhost');
    expect(siteHostOfOrigin(null)).toBeNull();
    expect(siteHostOfOrigin('file:///x')).toBeNull();
  });
});

describe('isOriginAllowedByApi', () => {
  const answer = (allowed: boolean) => new Response(JSON.stringify({ success: true, data: { allowed } }));

  it("asks the site's API once a minute per origin", async () => {
    const asked: string[] = [];
    let clock = 0;
    const fetcher = (async (url: string) => {
      asked.push(url);
      return answer(url.includes('optik-b'));
    }) as unknown as typeof fetch;
    const now = () => clock;
    expect(await isOriginAllowedByApi('https://optik-b.ch', 'https://optik-a.ch', fetcher, now)).toBe(true);
    expect(await isOriginAllowedByApi('https://optik-b.ch', 'https://optik-a.ch', fetcher, now)).toBe(true);
    expect(asked).toEqual(['https://optik-a.ch/api/v1/game/origin?origin=https%3A%2F%2Foptik-b.ch']);
    expect(await isOriginAllowedByApi('https://evil.example', 'https://optik-a.ch', fetcher, now)).toBe(
      false,
    );
    clock = 61_000;
    await isOriginAllowedByApi('https://optik-b.ch', 'https://optik-a.ch', fetcher, now);
    expect(asked).toHaveLength(3);
  });

  it('allows nothing without an API, or when it cannot be asked (and keeps no such answer)', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await isOriginAllowedByApi('https://optik-c.ch', undefined)).toBe(false);
    expect(await isOriginAllowedByApi('https://optik-c.ch', 'https://optik-a.ch', failing)).toBe(false);
    const up = (async () => answer(true)) as unknown as typeof fetch;
    expect(await isOriginAllowedByApi('https://optik-c.ch', 'https://optik-a.ch', up)).toBe(true);
  });
});
