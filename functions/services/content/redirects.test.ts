/**
 * Old page paths: the lookup itself, and that the Node server and the Worker both answer a
 * renamed page's old path with 301 to its current path (and a plain 404 otherwise).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRedirects, pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { freshDb, type TestDb } from '../../routes/editor/test-support.ts';
import { createNodeApp } from '../../node.ts';
import { serveAsset, type WorkerEnv } from '../../worker.ts';
import { findPageRedirect } from './redirects.ts';

let t: TestDb;
let contactPath: { de: string; en: string };
beforeAll(async () => {
  t = await freshDb();
  const [contact] = await t.db.select().from(pages).where(eq(pages.id, PAGE.contact));
  contactPath = { de: `/de/${contact!.publishedSlug!.de}`, en: `/en/${contact!.publishedSlug!.en}` };
  await t.db.insert(pageRedirects).values([
    { locale: 'de', fromPath: 'alter-kontakt', pageId: PAGE.contact },
    { locale: 'en', fromPath: 'old-contact', pageId: PAGE.contact },
    { locale: 'de', fromPath: 'team/alte-anna', pageId: PAGE.teamAnna },
  ]);
});
afterAll(async () => t.close());

describe('findPageRedirect', () => {
  it("answers the page's current published path, keeping the query", async () => {
    expect(await findPageRedirect(t.db, '/de/alter-kontakt')).toBe(contactPath.de);
    expect(await findPageRedirect(t.db, '/en/old-contact', '?x=1')).toBe(`${contactPath.en}?x=1`);
    expect(await findPageRedirect(t.db, '/de/team/alte-anna')).toMatch(/^\/de\/team\/[\w-]+$/);
  });

  it("leads the reserved 'search' and the other locale's search slug to the locale's search page", async () => {
    expect(await findPageRedirect(t.db, '/de/search', '?searchQuery=Brille')).toBe(
      '/de/suche?searchQuery=Brille',
    );
    expect(await findPageRedirect(t.db, '/en/suche')).toBe('/en/search');
    expect(await findPageRedirect(t.db, '/de/Search/')).toBe('/de/suche');
    expect(await findPageRedirect(t.db, '/de/suche')).toBeNull();
    expect(await findPageRedirect(t.db, '/en/search')).toBeNull();
    expect(await findPageRedirect(t.db, '/de/team/search')).toBeNull();
  });

  it('knows nothing of other paths, other locales or paths outside a locale', async () => {
    expect(await findPageRedirect(t.db, '/de/nie-gesehen')).toBeNull();
    expect(await findPageRedirect(t.db, '/en/alter-kontakt')).toBeNull();
    expect(await findPageRedirect(t.db, '/xx/alter-kontakt')).toBeNull();
    expect(await findPageRedirect(t.db, '/de/')).toBeNull();
  });

  it('ignores pages hidden in that locale', async () => {
    const [row] = await t.db.select().from(pages).where(eq(pages.id, PAGE.teamAnna));
    await t.db
      .update(pages)
      .set({ publishedMeta: { ...row!.publishedMeta!, disallowedLanguages: ['de'] } })
      .where(eq(pages.id, PAGE.teamAnna));
    expect(await findPageRedirect(t.db, '/de/team/alte-anna')).toBeNull();
    await t.db.update(pages).set({ publishedMeta: row!.publishedMeta }).where(eq(pages.id, PAGE.teamAnna));
  });
});

describe('servers', () => {
  it('the Node server answers 301 before its 404 page', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'lunette-redirect-'));
    await mkdir(join(dist, 'client', 'de'), { recursive: true });
    await writeFile(join(dist, 'client', 'de', '404.html'), 'Seite nicht gefunden');
    const app = createNodeApp({ db: t.db, distDir: dist, mediaDir: join(dist, 'media') });
    const moved = await app.request('/de/alter-kontakt?ref=alt');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${contactPath.de}?ref=alt`);
    const missing = await app.request('/de/nie-gesehen');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Seite nicht gefunden');
    await rm(dist, { recursive: true, force: true });
  });

  it('the Worker answers 301 for a missing asset it knows as an old path', async () => {
    const assets: WorkerEnv['ASSETS'] = {
      fetch: async (input) => {
        const { pathname } = new URL(typeof input === 'string' ? input : input.url);
        return pathname === '/de/404.html'
          ? new Response('Seite nicht gefunden', { status: 200 })
          : new Response('', { status: 404 });
      },
    };
    const lookup = (path: string, search: string) => findPageRedirect(t.db, path, search);
    const moved = await serveAsset(new Request('https://optik.example/de/alter-kontakt'), assets, lookup);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`https://optik.example${contactPath.de}`);
    const missing = await serveAsset(new Request('https://optik.example/de/nie-gesehen'), assets, lookup);
    expect(missing.status).toBe(404);
  });
});
