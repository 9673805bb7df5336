/** The embedded server: redirects, static files, translated 404s, API mount (temp dist + seeded db). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { createNodeApp } from './node.ts';

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-node-'));
  const dist = join(dir, 'dist');
  for (const [path, body] of [
    ['de/index.html', '<h1>Willkommen</h1>'],
    ['de/404.html', '<h1>Seite nicht gefunden</h1>'],
    ['en/404.html', '<h1>Page not found</h1>'],
    ['_astro/app.abc123.css', 'body{}'],
  ] as const) {
    await mkdir(join(dist, 'client', path, '..'), { recursive: true });
    await writeFile(join(dist, 'client', path), body);
  }
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  app = createNodeApp({ db: handle.db, distDir: dist, mediaDir: join(dir, 'media') });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded server', () => {
  it('redirects / to the German site', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/de/');
  });
  it('serves directory index pages with revalidation, assets as immutable', async () => {
    const page = await app.request('/de/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Willkommen');
    expect(page.headers.get('cache-control')).toContain('must-revalidate');
    const asset = await app.request('/_astro/app.abc123.css');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
  it('redirects reserved tilde slugs to the role page', async () => {
    const res = await app.request('/en/~contact');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/en\/[a-z-]+$/);
  });
  it("answers unknown pages with the locale's 404 page", async () => {
    const de = await app.request('/de/gibt-es-nicht');
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('Seite nicht gefunden');
    const en = await app.request('/en/nope/deeper');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
    const unknownTilde = await app.request('/de/~nothing');
    expect(unknownTilde.status).toBe(404);
  });
  it('never serves files outside dist', async () => {
    const res = await app.request('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
  it('mounts the API', async () => {
    expect((await app.request('/api/v1/health')).status).toBe(200);
    const missing = await app.request('/api/v1/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });
});
