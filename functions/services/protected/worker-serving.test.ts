/**
 * Protected pages on the Worker: the deployed `/_protected/` assets are never served as files by
 * any URL, the page's paths show the password form until the right password was posted, then the
 * page (over a local libSQL file and a fake assets binding holding what scripts/worker-assets.ts
 * deploys).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ExecutionContext } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { createApp } from '../../app.ts';
import { createWorker, type Deployment, type WorkerEnv } from '../../worker.ts';
import { hashPagePassword } from './password-hash.ts';
import { protectedPageFinder } from './published-pages.ts';
import { fakeAssetsBinding } from '../../../tests/fixtures/fake-assets-binding.ts';

const SECRET_TEXT = 'Nur für Eingeweihte';
const files: Record<string, string> = {
  '/de/': 'Startseite',
  '/de/404.html': 'Seite nicht gefunden',
  '/en/404.html': 'Page not found',
  '/_protected/de/galerie/': `<h1>Galerie</h1><p>${SECRET_TEXT}</p>`,
  '/_protected/en/gallery/': `<h1>Gallery</h1><p>${SECRET_TEXT}</p>`,
  '/_protected/de/galerie/index.html': `<h1>Galerie</h1><p>${SECRET_TEXT}</p>`,
};
const assets = fakeAssetsBinding(files);
const env = {
  DATABASE_URL: 'libsql://test.example',
  AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  PUBLIC_SITE_URL: 'https://optik.example',
  ASSETS: assets,
} satisfies WorkerEnv;
const ctx: ExecutionContext = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
};

let dir: string;
let handle: DbHandle;
let opened = 0;
let worker: ReturnType<typeof createWorker>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-worker-protected-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  const [row] = await handle.db.select().from(pages).where(eq(pages.id, PAGE.gallery));
  const meta = { ...row!.meta, password: await hashPagePassword('Mondschein-42', 1000) };
  await handle.db.update(pages).set({ meta, publishedMeta: meta }).where(eq(pages.id, PAGE.gallery));
  const deployment: Deployment = {
    app: createApp({ db: handle.db }),
    sender: { drainOnce: async () => ({ delivered: 0, failed: 0 }) },
    findProtectedPage: protectedPageFinder(handle.db),
    takeWake: () => false,
  };
  worker = createWorker(
    () => {
      opened += 1;
      return deployment;
    },
    () => deployment.sender,
  );
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const fetchPath = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://optik.example${path}`, init), env, ctx);

describe('protected pages on the Worker', () => {
  it('never serves the protected assets by their own URLs', async () => {
    for (const path of [
      '/_protected/de/galerie/',
      '/_protected/de/galerie/index.html',
      '/_protected',
      '/%5Fprotected/de/galerie/',
      '//_protected/de/galerie/',
      '/_PROTECTED/de/galerie/',
    ]) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain(SECRET_TEXT);
    }
  });
  it('serves public pages without opening the database', async () => {
    opened = 0;
    expect(await (await fetchPath('/de/')).text()).toBe('Startseite');
    expect(opened).toBe(0);
    // An unknown path may be a renamed page's old address: only then is the database asked.
    expect((await fetchPath('/de/gibt-es-nicht')).status).toBe(404);
  });
  it("shows the password form in the page's locale, with an error after a wrong password", async () => {
    const de = await fetchPath('/de/galerie');
    expect(de.status).toBe(403);
    const html = await de.text();
    expect(html).toContain('Geschützte Seite');
    expect(html).not.toContain(SECRET_TEXT);
    expect(await (await fetchPath('/en/gallery')).text()).toContain('Protected page');
    const wrong = await fetchPath('/de/galerie', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '14',
        'cf-connecting-ip': '192.0.2.7',
      },
      body: 'password=Sonne',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('Das Passwort ist falsch');
  });
  it('shows the page with the pass the right password gives (Secure over HTTPS)', async () => {
    const right = await fetchPath('/en/gallery', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '22',
        'cf-connecting-ip': '192.0.2.7',
      },
      body: 'password=Mondschein-42',
    });
    expect(right.status).toBe(303);
    const cookies = right.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/u);
    const pass = cookies[0]!.split(';')[0]!;
    const page = await fetchPath('/de/galerie', { headers: { cookie: pass } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SECRET_TEXT);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });
});
