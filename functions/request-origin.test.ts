import { describe, expect, it } from 'vitest';
import { siteHostOf } from './services/platform/request-host.ts';
import { requestHost, requestOrigin } from './request-origin.ts';

const at = (url: string, host?: string) => new Request(url, host === undefined ? {} : { headers: { host } });

describe('requestHost', () => {
  it('is the Host header, else the URL host', () => {
    expect(requestHost(at('http://evil.example/x', 'optik.ch'))).toBe('optik.ch');
    expect(requestHost(at('http://localhost:4321/de/'))).toBe('localhost:4321');
  });
  it('is the host the site lookup reads', () => {
    for (const request of [
      at('http://evil.example/api/v1/data', 'optik.ch'),
      at('https://optik.ch/de/', 'optik.ch'),
      at('http://127.0.0.1:4321/de/'),
    ])
      expect(requestHost(request)).toBe(siteHostOf(request));
  });
});

describe('requestOrigin', () => {
  it("takes the URL's scheme and the Host header's host", () => {
    expect(requestOrigin(at('http://evil.example/x', 'optik.ch:4321'))).toBe('http://optik.ch:4321');
    expect(requestOrigin(at('https://evil.example/x', 'Optik.CH'))).toBe('https://optik.ch');
    expect(requestOrigin(at('https://optik.ch/x', 'optik.ch:443'))).toBe('https://optik.ch');
    expect(requestOrigin(at('http://[::1]:4321/x'))).toBe('http://[::1]:4321');
  });
  it('is null when Host is no plain host', () => {
    for (const host of [
      '',
      'optik.ch/evil',
      'me@optik.ch',
      'optik.ch?x',
      'optik.ch#x',
      'a b',
      'optik.ch:99999',
    ])
      expect(requestOrigin(at('http://evil.example/x', host)), host).toBeNull();
  });
});
