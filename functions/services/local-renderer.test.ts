/**
 * The local renderer against a real build: a seeded temp database, built once by the renderer's
 * own fallback (no server bundle yet), then publishes rendered in-process into the served folder.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { pages } from '../../db/schema.ts';
import { PAGE } from '../../db/seed/ids.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { publishText, shownTextField, type ShownText } from '../../scripts/bench-publish.ts';
import { createNodeApp } from '../node.ts';
import { callNodeHandler } from './local-renderer-bundle.ts';
import { createLocalRenderer, type LocalRenderer } from './local-renderer.ts';
import { sharedRenderPool, type RenderPool } from './render-pool.ts';
import type { PublishedChange } from './rebuild.ts';
import { hashPagePassword } from './protected/password-hash.ts';
import { indexPagesFolder } from './search/node-index.ts';
import { searchSite } from './search/site-search.ts';
import { brotliDecompressSync } from 'node:zlib';

let dir: string;
let distDir: string;
let siteDir: string;
let handle: DbHandle;
let renderer: LocalRenderer;
let databaseUrl: string;
/** Every page and sitemap of the static build, by path relative to the site folder. */
const built = new Map<string, Buffer>();
const logs: string[] = [];

const change = (pageIds: string[], extra: Partial<PublishedChange> = {}): PublishedChange => ({
  pageIds,
  wholeSite: false,
  removedPaths: [],
  ...extra,
});

/** The identity of the built server bundle, as the renderer stamps it. */
async function bundleStamp(): Promise<string> {
  const info = await stat(join(distDir, 'server', 'entry.mjs'));
  return `${info.mtimeMs}:${info.size}`;
}

async function siteFiles(folder: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...(await siteFiles(path)));
    else out.push(path);
  }
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-renderer-'));
  distDir = join(dir, 'dist');
  siteDir = join(distDir, 'client');
  databaseUrl = `file:${join(dir, 'site.db')}`;
  handle = await openDb(databaseUrl);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  renderer = createLocalRenderer({ distDir, db: handle.db, databaseUrl, log: (m) => logs.push(m) });
  // No build yet: the first publish falls back to a full `astro build`.
  await renderer.afterPublish(change([]));
  expect((await renderer.idle())?.mode).toBe('build');
  for (const file of await siteFiles(siteDir)) {
    if (/\.(html|xml)$/.test(file)) built.set(relative(siteDir, file), await readFile(file));
  }
}, 180_000);

afterAll(async () => {
  handle?.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local renderer', { timeout: 60_000 }, () => {
  it('re-renders the whole site byte-identical to the static build, on the main thread and on render threads', async () => {
    // The default renderer hands a batch this large to the render threads; this one counts them.
    const shared = sharedRenderPool(join(distDir, 'server', 'entry.mjs'), await bundleStamp());
    // A pool still starting leaves the batch to the main thread.
    await shared.warmUp();
    let pooled = 0;
    const counting: RenderPool = {
      ...shared,
      batch(locals, links) {
        const batch = shared.batch(locals, links);
        return { render: (source) => (pooled++, batch.render(source)), end: () => batch.end() };
      },
    };
    const threaded = createLocalRenderer({ distDir, db: handle.db, databaseUrl, pool: counting });
    await threaded.afterPublish(change([], { wholeSite: true }));
    expect((await threaded.idle())?.rendered).toBe(pooled);
    for (const [file, bytes] of built) {
      const now = await readFile(join(siteDir, file));
      expect(now.equals(bytes), `${file} differs from the static build (render threads)`).toBe(true);
    }
    const mainThread = createLocalRenderer({ distDir, db: handle.db, databaseUrl, pool: false });
    await mainThread.afterPublish(change([], { wholeSite: true }));
    await mainThread.idle();
    for (const [file, bytes] of built) {
      const now = await readFile(join(siteDir, file));
      expect(now.equals(bytes), `${file} differs from the static build (main thread)`).toBe(true);
    }
    await renderer.afterPublish(change([], { wholeSite: true }));
    const report = await renderer.idle();
    expect(report?.mode).toBe('render');
    expect(built.size).toBeGreaterThan(50);
    for (const [file, bytes] of built) {
      const now = await readFile(join(siteDir, file));
      expect(now.equals(bytes), `${file} differs from the static build`).toBe(true);
    }
    // Every route once (not the editor shells; the game entry is a second file of the start page), the two 404 pages (written to all their copies) and the two sitemaps.
    const routes = [...built.keys()].filter(
      (f) =>
        f.endsWith('index.html') &&
        f !== 'index.html' &&
        !f.includes('404') &&
        !f.includes('/edit/') &&
        !f.endsWith('/game/index.html'),
    );
    expect(report?.rendered).toBe(routes.length + 4);
  });

  it('renders a changed page in place and leaves unrelated pages untouched', async () => {
    const field = await shownTextField(handle.db, siteDir, PAGE.home, 'de');
    const contact = join(siteDir, 'de', 'kontakt', 'index.html');
    const notFound = join(siteDir, 'de', '404.html');
    const sitemap = join(siteDir, 'de', 'sitemap.xml');
    const [before, notFoundBefore, sitemapBefore] = await Promise.all([
      stat(contact),
      stat(notFound),
      stat(sitemap),
    ]);
    const notFoundBytes = await readFile(notFound);
    await publishText(handle.db, field, 'Frisch publiziert');
    await renderer.afterPublish(change([PAGE.home]));
    const html = await readFile(join(siteDir, 'de', 'index.html'), 'utf8');
    expect(html).toContain('Frisch publiziert');
    expect(html).not.toContain(field.text);
    expect((await renderer.idle())?.rendered).toBe(2);
    expect((await stat(contact)).mtimeMs).toBe(before.mtimeMs);
    // The 404 page (the home page's shell) and the sitemap do not show the home page's content:
    // left alone, and a re-render of everything writes the same 404 page.
    expect((await stat(notFound)).mtimeMs).toBe(notFoundBefore.mtimeMs);
    expect((await stat(sitemap)).mtimeMs).toBe(sitemapBefore.mtimeMs);
    await renderer.afterPublish(change([], { wholeSite: true }));
    expect((await readFile(notFound)).equals(notFoundBytes)).toBe(true);
    // The build's brotli copy of the page is older than the swapped page: never sent for it.
    await stat(join(siteDir, 'de', 'index.html.br'));
    const server = createNodeApp({ db: handle.db, distDir, mediaDir: join(dir, 'media') });
    const served = await server.request('/de/', { headers: { 'Accept-Encoding': 'br' } });
    expect(served.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await served.arrayBuffer())).toString()).toBe(html);
    await publishText(handle.db, field, field.text);
    await renderer.afterPublish(change([PAGE.home]));
    expect(
      (await readFile(join(siteDir, 'de', 'index.html'))).equals(built.get('de/index.html') as Buffer),
    ).toBe(true);
  });

  it('re-indexes the site search from the pages folder after each rendered batch (afterBatch)', async () => {
    const found = async (word: string) =>
      (await searchSite(handle.db, { locale: 'de', query: word, offset: 0, limit: 20 })).total;
    const report = await indexPagesFolder(handle.db, siteDir);
    expect(report.pages.de).toBeGreaterThan(10);
    expect(report.pages.en).toBeGreaterThan(10);
    const reports: number[] = [];
    const indexing = createLocalRenderer({
      distDir,
      db: handle.db,
      databaseUrl,
      log: (m) => logs.push(m),
      afterBatch: async (report) => {
        reports.push(report.sequence);
        logs.push(`search index: ${JSON.stringify(await indexPagesFolder(handle.db, siteDir))}`);
      },
    });
    const field = await shownTextField(handle.db, siteDir, PAGE.home, 'de');
    await publishText(handle.db, field, 'Suchbarer Zwinkerkeks');
    await indexing.afterPublish(change([PAGE.home]));
    await indexing.idle();
    expect(reports).toEqual([1]);
    expect(await found('Zwinkerkeks')).toBe(1);
    await publishText(handle.db, field, field.text);
    await indexing.afterPublish(change([PAGE.home]));
    await indexing.idle();
    expect(await found('Zwinkerkeks')).toBe(0);
  });

  it('re-renders the team list on the home page when a team member changes (found by comparing)', async () => {
    const field = await shownTextField(handle.db, siteDir, PAGE.teamAnna, 'en');
    await publishText(handle.db, field, 'Chief Optometrist Anna');
    // Reported as nothing in particular: the renderer finds the change by comparing snapshots.
    await renderer.afterPublish(change([]));
    const annaFiles = [...built.keys()].filter((f) => f.startsWith('en/team/') && f.includes('anna'));
    expect(annaFiles.length).toBeGreaterThan(0);
    for (const file of [...annaFiles, 'en/index.html'])
      expect(await readFile(join(siteDir, file), 'utf8')).toContain('Chief Optometrist Anna');
    await publishText(handle.db, field, field.text);
    await renderer.afterPublish(change([PAGE.teamAnna]));
    expect(
      (await readFile(join(siteDir, 'en/index.html'))).equals(built.get('en/index.html') as Buffer),
    ).toBe(true);
  });

  it('never shows a partly written file while re-rendering repeatedly', async () => {
    const field = await shownTextField(handle.db, siteDir, PAGE.home, 'en');
    const target = join(siteDir, 'en', 'index.html');
    let publishing = true;
    let reads = 0;
    const reader = (async () => {
      while (publishing) {
        const html = await readFile(target, 'utf8');
        reads++;
        expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
        expect(html.trimEnd().endsWith('</html>')).toBe(true);
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 15; i++) {
      await publishText(handle.db, field, `${field.text} ${'x'.repeat(i * 500)} ${i}`);
      await renderer.afterPublish(change([PAGE.home]));
    }
    publishing = false;
    await reader;
    expect(reads).toBeGreaterThan(15);
    expect(await readFile(target, 'utf8')).toContain(`${'x'.repeat(14 * 500)} 14`);
    const leftovers = (await siteFiles(siteDir)).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
    await publishText(handle.db, field, field.text);
    await renderer.afterPublish(change([PAGE.home]));
  });

  it('ends with the newest content when publishes of the same page overlap', async () => {
    const field: ShownText = await shownTextField(handle.db, siteDir, PAGE.contact, 'de');
    const file = join(siteDir, 'de', 'kontakt', 'index.html');
    await publishText(handle.db, field, 'Version eins');
    const first = renderer.afterPublish(change([PAGE.contact]));
    await publishText(handle.db, field, 'Version zwei');
    const second = renderer.afterPublish(change([PAGE.contact]));
    await Promise.all([first, second]);
    expect(await readFile(file, 'utf8')).toContain('Version zwei');

    // Many overlapping publishes, each writing before it reports: the last write wins.
    const all: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      await publishText(handle.db, field, `Version ${i}`);
      all.push(renderer.afterPublish(change([PAGE.contact])));
      await new Promise((r) => setTimeout(r, i % 3));
    }
    await Promise.all(all);
    const html = await readFile(file, 'utf8');
    expect(html).toContain('Version 7');
    await publishText(handle.db, field, field.text);
    await renderer.afterPublish(change([PAGE.contact]));
  });

  it("deletes an unpublished page's files and reported paths", async () => {
    const stray = join(siteDir, 'de', 'alte-seite', 'index.html');
    await mkdir(join(stray, '..'), { recursive: true });
    await writeFile(stray, '<!DOCTYPE html><p>alt</p></html>');
    const row = await handle.db.query.pages.findFirst({ where: eq(pages.id, PAGE.teamLea) });
    expect(row).toBeDefined();
    const leaFiles = [...built.keys()].filter((f) => f.includes('lea'));
    expect(leaFiles.length).toBeGreaterThan(0);
    await handle.db.update(pages).set({ publishedAt: null }).where(eq(pages.id, PAGE.teamLea));
    await renderer.afterPublish(change([PAGE.teamLea], { removedPaths: ['/de/alte-seite'] }));
    for (const file of leaFiles) await expect(stat(join(siteDir, file))).rejects.toThrow();
    await expect(stat(stray)).rejects.toThrow();
    await expect(stat(join(siteDir, 'de', 'alte-seite'))).rejects.toThrow();
    await handle.db
      .update(pages)
      .set({ publishedAt: row?.publishedAt ?? null })
      .where(eq(pages.id, PAGE.teamLea));
    await renderer.afterPublish(change([PAGE.teamLea]));
    for (const file of leaFiles)
      expect((await readFile(join(siteDir, file))).equals(built.get(file) as Buffer)).toBe(true);
  });

  it("moves a protected page's files out of the served folder, and back when unprotected", async () => {
    const row = await handle.db.query.pages.findFirst({ where: eq(pages.id, PAGE.teamMarco) });
    if (!row?.publishedMeta) throw new Error('the demo has no published Marco page');
    const marcoFiles = [...built.keys()].filter((f) => f.includes('marco'));
    expect(marcoFiles.length).toBe(4);
    const protectedDir = join(distDir, 'protected');
    const publishedMeta = { ...row.publishedMeta, password: await hashPagePassword('Brille-7', 1000) };
    await handle.db.update(pages).set({ publishedMeta }).where(eq(pages.id, PAGE.teamMarco));
    await renderer.afterPublish(change([PAGE.teamMarco]));
    for (const file of marcoFiles) {
      await expect(stat(join(siteDir, file))).rejects.toThrow();
      expect(await readFile(join(protectedDir, file), 'utf8')).toContain('Marco');
    }
    await handle.db
      .update(pages)
      .set({ publishedMeta: row.publishedMeta })
      .where(eq(pages.id, PAGE.teamMarco));
    await renderer.afterPublish(change([PAGE.teamMarco]));
    for (const file of marcoFiles) {
      expect((await readFile(join(siteDir, file))).equals(built.get(file) as Buffer)).toBe(true);
      await expect(stat(join(protectedDir, file))).rejects.toThrow();
    }
  });

  it('keeps the internal route private', async () => {
    const files = await siteFiles(siteDir);
    expect(files.some((f) => f.includes('internal-render'))).toBe(false);
    const app = createNodeApp({ db: handle.db, distDir, mediaDir: join(dir, 'media') });
    for (const path of [
      '/internal-render/de/',
      '/internal-render/de/kontakt',
      '/internal-render/en/sitemap.xml',
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('internal-render');
    }
    // Even called in-process, the route renders nothing without the renderer's snapshot.
    const { handler } = (await import(join(distDir, 'server', 'entry.mjs'))) as {
      handler: Parameters<typeof callNodeHandler>[0];
    };
    expect((await callNodeHandler(handler, '/internal-render/de/', {})).status).toBe(404);
  });

  it('runs a full build once the server bundle was rebuilt under it, and says to restart', async () => {
    const messages: string[] = [];
    let builds = 0;
    const second = createLocalRenderer({
      distDir,
      db: handle.db,
      log: (m) => messages.push(m),
      runBuild: async () => {
        builds++;
      },
    });
    await second.warmUp();
    await second.afterPublish(change([PAGE.home]));
    expect((await second.idle())?.mode).toBe('render');
    const entry = join(distDir, 'server', 'entry.mjs');
    const later = new Date(Date.now() + 60_000);
    await utimes(entry, later, later);
    await second.afterPublish(change([PAGE.home]));
    expect((await second.idle())?.mode).toBe('build');
    expect(builds).toBe(1);
    expect(messages.some((m) => m.includes('restart'))).toBe(true);
  });
});
