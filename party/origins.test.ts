/**
 * Tests for which browser origins may connect to a game room.
 */
import { describe, expect, it } from 'vitest';
import { isOriginAllowed, siteHostOfOrigin } from './origins.ts';

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
