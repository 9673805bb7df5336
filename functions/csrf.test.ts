import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrfProtection, isSameSiteWrite } from './csrf.ts';
import { handleError } from './errors.ts';
import type { AppEnv } from './types.ts';

const url = 'https://optik.example/api/v1/data';
const write = (headers: Record<string, string>, at = url) => new Request(at, { method: 'POST', headers });

describe('isSameSiteWrite', () => {
  it('accepts the site own origin, trusted origins and same-origin fetch metadata', () => {
    expect(isSameSiteWrite(write({ origin: 'https://optik.example' }), [])).toBe(true);
    expect(
      isSameSiteWrite(write({ origin: 'https://www.optik.example' }), ['https://www.optik.example']),
    ).toBe(true);
    expect(isSameSiteWrite(write({ 'sec-fetch-site': 'same-origin' }), [])).toBe(true);
  });
  it('refuses foreign origins, cross-site fetch metadata and requests that say nothing', () => {
    expect(isSameSiteWrite(write({ origin: 'https://evil.example' }), [])).toBe(false);
    expect(isSameSiteWrite(write({ origin: 'null' }), [])).toBe(false);
    expect(isSameSiteWrite(write({ 'sec-fetch-site': 'cross-site' }), [])).toBe(false);
    expect(isSameSiteWrite(write({}), [])).toBe(false);
  });
  it('judges by the Host the site is found by, not by an absolute URI in the request line', () => {
    // `POST https://evil.example/api/v1/data` with `Host: optik.example`: the Node server takes
    // the URI as the URL, the site lookup the Host header.
    const absolute = 'https://evil.example/api/v1/data';
    const host = { host: 'optik.example' };
    expect(isSameSiteWrite(write({ ...host, origin: 'https://evil.example' }, absolute), [])).toBe(false);
    expect(isSameSiteWrite(write({ ...host, origin: 'https://optik.example' }, absolute), [])).toBe(true);
    // A Host that is no plain host never counts as the site's own origin.
    for (const bad of ['evil.example/x', 'user@evil.example', 'evil.example?x', ''])
      expect(isSameSiteWrite(write({ host: bad, origin: 'https://evil.example' }, absolute), [])).toBe(false);
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

  it('refuses a write whose absolute request URI names the foreign origin, and nothing runs', async () => {
    let ran = false;
    const guarded = new Hono<AppEnv>()
      .use('*', csrfProtection([]))
      .post('/api/v1/data', (c) => {
        ran = true;
        return c.json({ success: true });
      })
      .onError(handleError);
    const res = await guarded.request('https://evil.example/api/v1/data', {
      method: 'POST',
      headers: { host: 'optik.example', origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(ran).toBe(false);
  });
});
