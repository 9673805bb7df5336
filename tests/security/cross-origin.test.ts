/**
 * Cross-origin writes: every write route of the app (read from the app) refuses a request that a
 * browser marks as coming from another site, or that does not say where it comes from, with 403
 * `forbidden_origin`, even with a valid editor session, and nothing in the database changes; the
 * site's own origin is the one its Host names, whatever host an absolute request URI names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, databaseFingerprint, openSecurityApp, writeRoutes, type SecurityApp } from './support.ts';

let s: SecurityApp;
let cookie = '';
beforeAll(async () => {
  s = await openSecurityApp('csrf');
  cookie = await s.signInAdmin();
});
afterAll(async () => {
  await s.close();
});

/** What a foreign page (or a script without a browser) can send. */
const FOREIGN: Record<string, Record<string, string>> = {
  'another origin': { origin: 'https://evil.example' },
  'a look-alike origin': { origin: `${ORIGIN}.evil.example` },
  'another port': { origin: 'http://localhost:8080' },
  'an opaque origin': { origin: 'null' },
  'a cross-site fetch without Origin': { 'sec-fetch-site': 'cross-site' },
  'a same-site (sibling subdomain) fetch': { 'sec-fetch-site': 'same-site' },
  'no origin information at all': {},
};

describe('every write route', () => {
  it('is refused with 403 forbidden_origin from a foreign origin, changing nothing', async () => {
    const routes = writeRoutes(s.app);
    expect(routes.length).toBeGreaterThan(40);
    const before = await databaseFingerprint(s.handle);
    const failures: string[] = [];
    for (const route of routes) {
      for (const [what, headers] of Object.entries(FOREIGN)) {
        for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
          const res = await s.app.request(route.path, {
            method: route.method,
            headers: { 'content-type': contentType, cookie, ...headers },
            body: contentType === 'application/json' ? '{}' : 'a=b',
          });
          const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
          if (res.status !== 403 || body?.error?.code !== 'forbidden_origin')
            failures.push(`${route.method} ${route.path} (${what}, ${contentType}): ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(s.handle)).toBe(before);
  });

  it('is refused when an absolute URI in the request line names the foreign origin, changing nothing', async () => {
    // `POST http://evil.example/api/v1/... HTTP/1.1` with `Host: localhost`: the site is found by
    // its Host, so the check must judge by it too (the real server: tests/security/request-host.test.ts).
    const before = await databaseFingerprint(s.handle);
    const failures: string[] = [];
    for (const route of writeRoutes(s.app)) {
      const res = await s.app.request(`http://evil.example${route.path}`, {
        method: route.method,
        headers: {
          host: 'localhost',
          origin: 'http://evil.example',
          'content-type': 'application/json',
          cookie,
        },
        body: '{}',
      });
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 403 || body?.error?.code !== 'forbidden_origin')
        failures.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(s.handle)).toBe(before);
  });

  it('is let through from the site itself (the check is no blanket refusal)', async () => {
    const res = await s.app.request('/api/v1/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(res.status).not.toBe(403);
  });
});
