/** The Workers entry's static side: redirect of /, assets, and the locale's 404 page. */
import { describe, expect, it } from 'vitest';
import { serveAsset, type WorkerEnv } from './worker.ts';

const files: Record<string, string> = {
  '/de/': 'Startseite',
  '/de/404.html': 'Seite nicht gefunden',
  '/en/404.html': 'Page not found',
};

const assets: WorkerEnv['ASSETS'] = {
  fetch: async (input) => {
    const { pathname } = new URL(typeof input === 'string' ? input : input.url);
    const body = files[pathname];
    return body
      ? new Response(body, { headers: { 'content-type': 'text/html' } })
      : new Response('', { status: 404 });
  },
};

describe('serveAsset', () => {
  it('redirects / to /de/', async () => {
    const res = await serveAsset(new Request('https://optik.example/'), assets);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://optik.example/de/');
  });
  it('serves existing assets', async () => {
    const res = await serveAsset(new Request('https://optik.example/de/'), assets);
    expect(await res.text()).toBe('Startseite');
  });
  it("falls back to the locale's 404 page with status 404", async () => {
    const en = await serveAsset(new Request('https://optik.example/en/missing'), assets);
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('Page not found');
    const other = await serveAsset(new Request('https://optik.example/xx/missing'), assets);
    expect(await other.text()).toBe('Seite nicht gefunden');
  });
});
