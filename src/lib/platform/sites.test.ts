import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostError, isLoopbackHost, isSiteId, normaliseHost, siteIdFromName } from './sites.ts';

describe('site ids', () => {
  it('accepts lower-case words joined by single dashes', () => {
    expect(isSiteId('optik-sonnenberg')).toBe(true);
    expect(isSiteId('a')).toBe(true);
    expect(isSiteId('optik--x')).toBe(false);
    expect(isSiteId('-optik')).toBe(false);
    expect(isSiteId('Optik')).toBe(false);
    expect(isSiteId('optik_see')).toBe(false);
    expect(isSiteId('x'.repeat(41))).toBe(false);
  });

  it('makes ids from business names', () => {
    expect(siteIdFromName('Optik Sonnenberg')).toBe('optik-sonnenberg');
    expect(siteIdFromName('Brillen Müller & Söhne')).toBe('brillen-mueller-soehne');
    expect(siteIdFromName('!!!')).toBe('');
  });

  it('every id made from a name is valid or empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const id = siteIdFromName(name);
        expect(id === '' || isSiteId(id)).toBe(true);
      }),
    );
  });
});

describe('hosts', () => {
  it('normalises the Host header to the registered form', () => {
    expect(normaliseHost('Optik-Sonnenberg.localhost:4321')).toBe('optik-sonnenberg.localhost');
    expect(normaliseHost('www.optik.ch.')).toBe('www.optik.ch');
    expect(normaliseHost('[::1]:4321')).toBe('::1');
    expect(normaliseHost('127.0.0.1:80')).toBe('127.0.0.1');
    expect(normaliseHost('')).toBeNull();
    expect(normaliseHost(null)).toBeNull();
    expect(normaliseHost('evil.ch/../x')).toBeNull();
    expect(normaliseHost('a b')).toBeNull();
  });

  it("knows this machine's own names", () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('optik.localhost')).toBe(false);
  });

  it('says why a host cannot be registered', () => {
    expect(hostError('optik-see.localhost')).toBeNull();
    expect(hostError('www.optik-see.ch')).toBeNull();
    expect(hostError('localhost')).toBe('loopback');
    expect(hostError('optik.ch:8080')).toBe('invalid');
    expect(hostError('nope!')).toBe('invalid');
  });
});
