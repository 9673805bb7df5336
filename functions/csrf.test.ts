import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrfProtection, isSameSiteWrite } from './csrf.ts';
import { handleError } from './errors.ts';
import type { AppEnv } from './types.ts';

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

/**
 * The cross-origin matrix a browser can produce without a CORS preflight (and a few it cannot),
 * through the middleware as the app mounts it. `hono/csrf` would let the JSON and the
 * "no Origin, no fetch metadata" rows through (it checks form content types only), which is why
 * we keep our own check (docs/decisions/0008-own-csrf-check.md).
 */
describe('csrfProtection on a write route', () => {
  const app = new Hono<AppEnv>()
    .use('*', csrfProtection(['https://www.optik.example']))
    .post('/api/v1/data', (c) => c.json({ success: true }))
    .onError(handleError);
  const post = (headers: Record<string, string>) =>
    app.request('https://optik.example/api/v1/data', { method: 'POST', headers, body: '{}' });

  const foreign = { origin: 'https://evil.example' };
  it.each([
    ['text/plain', { ...foreign, 'content-type': 'text/plain' }],
    ['text/plain with charset, mixed case', { ...foreign, 'content-type': 'Text/Plain; charset=UTF-8' }],
    ['a form post', { ...foreign, 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { ...foreign, 'content-type': 'multipart/form-data; boundary=x' }],
    ['no content type', foreign],
    ['JSON', { ...foreign, 'content-type': 'application/json' }],
    ['JSON, mixed case', { ...foreign, 'content-type': 'Application/JSON' }],
    ['the null origin', { origin: 'null', 'content-type': 'text/plain' }],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
    ['same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' }],
    ['nothing said at all', { 'content-type': 'application/json' }],
  ])('refuses a cross-origin write: %s', async (_name, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden_origin');
  });

  it.each([
    ['its own origin', { origin: 'https://optik.example', 'content-type': 'application/json' }],
    ['a trusted origin', { origin: 'https://www.optik.example', 'content-type': 'text/plain' }],
    ['same-origin fetch metadata', { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }],
  ])('accepts a write from %s', async (_name, headers) => {
    expect((await post(headers)).status).toBe(200);
  });
});
