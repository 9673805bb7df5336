import { describe, expect, it } from 'vitest';
import { isSameSiteWrite } from './csrf.ts';

const url = 'https://optik.example/api/v1/data';

describe('isSameSiteWrite', () => {
  it('accepts the site own origin, trusted origins and same-origin fetch metadata', () => {
    expect(isSameSiteWrite(new Headers({ origin: 'https://optik.example' }), url, [])).toBe(true);
    expect(
      isSameSiteWrite(new Headers({ origin: 'https://www.optik.example' }), url, [
        'https://www.optik.example',
      ]),
    ).toBe(true);
    expect(isSameSiteWrite(new Headers({ 'sec-fetch-site': 'same-origin' }), url, [])).toBe(true);
  });
  it('refuses foreign origins, cross-site fetch metadata and requests that say nothing', () => {
    expect(isSameSiteWrite(new Headers({ origin: 'https://evil.example' }), url, [])).toBe(false);
    expect(isSameSiteWrite(new Headers({ origin: 'null' }), url, [])).toBe(false);
    expect(isSameSiteWrite(new Headers({ 'sec-fetch-site': 'cross-site' }), url, [])).toBe(false);
    expect(isSameSiteWrite(new Headers(), url, [])).toBe(false);
  });
});
