/**
 * The network Worker's routing in Node: two sites A and B (and a disabled C) in a platform
 * registry, each with its own libSQL file and its media in a fake MEDIA bucket. The Worker opens
 * `@libsql/client/web`, which cannot open files, so the tests hand it local openers, and a
 * stand-in renderer (the real route table, a line naming site, locale and slug) instead of the
 * Astro bundle. With a KV namespace bound, the host lookup asks the registry nothing (its queries
 * are counted). The real renderer, KV, Cache API and R2 run in workerd in
 * tests/e2e/workerd-network.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_HOST_HEADER, SNAPSHOT_PATH } from '../party/snapshot-writer.ts';
import { eq } from 'drizzle-orm';
import type { ExecutionContext } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../db/platform/client.ts';
import { pages } from '../db/schema.ts';
import { PAGE } from '../db/seed/ids.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { platformTexts } from '../src/i18n/visitor/platform.ts';
import { buildStaticRoutes } from '../src/lib/routes.ts';
import { createAuthService } from './auth/service.ts';
import { TEST_EDITORS, cookieHeaderFrom } from './auth/testing.ts';
import { fakeR2Bucket } from '../tests/fixtures/fake-r2-bucket.ts';
import { fakeAssetsBinding } from '../tests/fixtures/fake-assets-binding.ts';
import { hashPagePassword } from './services/protected/password-hash.ts';
import type { EdgeRenderer } from './services/edge/renderer.ts';
import { createSiteRegistry, type SiteRegistry } from './services/platform/registry.ts';
import { countingPlatformDb, memoryKv } from './services/platform/test-registry-probes.ts';
import { siteHosts } from '../db/platform/schema.ts';
import {
  createNetworkWorker,
  isSharedAssetPath,
  isSiteMediaKey,
} from './services/platform/worker-network.ts';
import type { WorkerEnv } from './worker.ts';

const SECRET_TEXT = 'Nur für Eingeweihte';
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const MEDIA_A = 'uploads/optik-a/library/0f8c1c1e-1111-4a4a-8b8b-000000000001.png';

let dir: string;
let platform: PlatformDbHandle;
let registry: SiteRegistry;
const siteDbs = new Map<string, DbHandle>();
const media = fakeR2Bucket();
/** Every render: `{siteUrl} {locale}/{slug}`. */
const renders: string[] = [];

/** Stands in for the edge renderer: the real route table, a line naming the site and the route. */
const renderer = async (): Promise<EdgeRenderer> => ({
  buildId: 'test-build',
  async renderRoute(locale, slug, { site, siteUrl }) {
    renders.push(`${siteUrl} ${locale}/${slug}`);
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (slug === '404') return new Response(`Nicht gefunden ${siteUrl}`, { headers: html });
    const route = buildStaticRoutes(site.pages).find((r) => r.locale === locale && r.slug === slug);
    if (!route) return new Response(null, { status: 404 });
    const secret = site.pages.find((p) => p.id === route.pageId)?.meta.password ? ` ${SECRET_TEXT}` : '';
    return new Response(`Seite ${siteUrl} ${locale}/${slug}${secret}`, { headers: html });
  },
});

const env = {
  PLATFORM_DATABASE_URL: 'libsql://platform.example',
  AUTH_SECRET: SECRET,
  ASSETS: fakeAssetsBinding({
    '/_astro/site.css': 'body{}',
    '/favicon.svg': '<svg/>',
    '/de/edit/': 'Editor',
    // The build's own pages are among the assets too: a network host must never see them.
    '/de/': 'Startseite des Builds',
    '/de/404.html': '404 des Builds',
  }),
  MEDIA: media.bucket,
} satisfies WorkerEnv;

const ctx: ExecutionContext = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
};

const worker = createNetworkWorker({
  openPlatformDb: () => platform.db,
  openSiteDb: (_env, site) => {
    const handle = siteDbs.get(site.id);
    if (!handle) throw new Error(`no database for ${site.id}`);
    return handle.db;
  },
  renderer,
  maxOpenSites: 2,
});

const get = (host: string, path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://${host}${path}`, init), env, ctx);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-worker-network-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  registry = createSiteRegistry(platform.db);
  for (const id of ['optik-a', 'optik-b', 'optik-c']) {
    const url = `file:${join(dir, `${id}.db`)}`;
    const handle = await openDb(url);
    await migrateDb(handle.db);
    await seedDemoSite(handle.db);
    siteDbs.set(id, handle);
    await registry.createSite({
      id,
      name: id,
      hosts: [`${id}.example`, `www.${id}.example`],
      locales: ['de', 'en'],
      databaseUrl: url,
    });
  }
  await registry.setStatus('optik-c', 'disabled');
  await media.bucket.put(MEDIA_A, new Uint8Array([137, 80, 78, 71]), {
    onlyIf: { etagDoesNotMatch: '*' },
    httpMetadata: { contentType: 'image/png', cacheControl: 'public' },
  });
});

afterAll(async () => {
  for (const handle of siteDbs.values()) handle.client.close();
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('host routing', () => {
  it("serves A's page on A's hosts and B's on B's", async () => {
    const a = await get('optik-a.example', '/de/');
    expect([a.status, await a.text()]).toEqual([200, 'Seite https://optik-a.example de/']);
    const www = await get('WWW.Optik-A.example', '/de/kontakt');
    expect(await www.text()).toBe('Seite https://optik-a.example de/kontakt');
    const b = await get('optik-b.example', '/de/');
    expect([b.status, await b.text()]).toEqual([200, 'Seite https://optik-b.example de/']);
  });

  it("takes the site's Host header over the URL", async () => {
    const res = await worker.fetch(
      new Request('https://lunette.workers.dev/de/', { headers: { host: 'optik-b.example' } }),
      env,
      ctx,
    );
    expect(await res.text()).toBe('Seite https://optik-b.example de/');
  });

  it("answers a site's missing page with its own 404 page, / with its first locale", async () => {
    const missing = await get('optik-b.example', '/de/gibt-es-nicht');
    expect([missing.status, await missing.text()]).toEqual([404, 'Nicht gefunden https://optik-b.example']);
    const root = await get('optik-a.example', '/');
    expect([root.status, root.headers.get('location')]).toEqual([302, 'https://optik-a.example/de/']);
  });

  it('serves scripts, public files and the editor shell from the build, never its pages', async () => {
    expect(await (await get('optik-b.example', '/_astro/site.css')).text()).toBe('body{}');
    expect(await (await get('optik-b.example', '/favicon.svg')).text()).toBe('<svg/>');
    expect(await (await get('optik-b.example', '/de/edit/kontakt')).text()).toBe('Editor');
    const page = await get('optik-b.example', '/de/404.html');
    expect(await page.text()).toBe('Nicht gefunden https://optik-b.example');
    expect(await (await get('optik-b.example', '/nirgends')).text()).toBe(
      'Nicht gefunden https://optik-b.example',
    );
    expect(isSharedAssetPath('/de/')).toBe(false);
    expect(isSharedAssetPath('/robots.txt')).toBe(false);
    expect(isSharedAssetPath('/_protected/de/')).toBe(false);
    expect(isSharedAssetPath('/map/style-light.json')).toBe(true);
  });

  it('answers an unknown host with the unknown-site page, JSON under /api/', async () => {
    const page = await get('nobody.example', '/de/');
    expect(page.status).toBe(404);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(platformTexts.de.unknownSiteTitle);
    expect(html).not.toContain('Seite https://');
    const api = await get('nobody.example', '/api/v1/health');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('answers a disabled site like an unknown host', async () => {
    const page = await get('optik-c.example', '/de/');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(platformTexts.de.unknownSiteTitle);
    expect((await get('optik-c.example', '/api/v1/health')).status).toBe(404);
  });

  it("runs each site's API over its own database, keeping at most the bounded number open", async () => {
    expect((await get('optik-a.example', '/api/v1/health')).status).toBe(200);
    expect((await get('optik-b.example', '/api/v1/health')).status).toBe(200);
    await get('optik-a.example', '/de/');
    expect(worker.networkFor(env).openSites()).toEqual(['optik-b', 'optik-a']);
  });
});

describe('media per site', () => {
  it("serves A's media on A's host only", async () => {
    const own = await get('optik-a.example', `/media/${MEDIA_A}`);
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/png']);
    const foreign = await get('optik-b.example', `/media/${MEDIA_A}`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('x-content-type-options')).toBe('nosniff');
    const encoded = await get('optik-b.example', `/media/${MEDIA_A.replaceAll('/', '%2F')}`);
    expect(encoded.status).toBe(404);
  });

  it("lets only the default site read the single-site tenant 'default'", () => {
    const key = 'uploads/default/library/a.png';
    expect(isSiteMediaKey({ id: 'optik-a', isDefault: false }, key)).toBe(false);
    expect(isSiteMediaKey({ id: 'optik-a', isDefault: true }, key)).toBe(true);
    expect(isSiteMediaKey({ id: 'optik-a', isDefault: false }, 'variants/ab/abc/x.webp')).toBe(false);
  });
});

describe('protected pages per site', () => {
  it("shows A's protected page only behind its password, and never on B", async () => {
    const db = siteDbs.get('optik-a')!.db;
    const [row] = await db.select().from(pages).where(eq(pages.id, PAGE.gallery));
    const meta = { ...row!.meta, password: await hashPagePassword('Mondschein-42', 1000) };
    await db.update(pages).set({ meta, publishedMeta: meta }).where(eq(pages.id, PAGE.gallery));
    // What a publish does: A's next requests render from the new snapshot.
    await worker.networkFor(env).versions.bump('optik-a');
    const form = await get('optik-a.example', '/de/galerie');
    expect(form.status).toBe(403);
    expect(form.headers.get('cache-control')).toContain('no-store');
    expect(await form.text()).not.toContain(SECRET_TEXT);
    expect((await get('optik-a.example', '/_protected/de/galerie/')).status).toBe(404);
    const right = await get('optik-a.example', '/de/galerie', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '22',
        'cf-connecting-ip': '192.0.2.7',
      },
      body: 'password=Mondschein-42',
    });
    expect(right.status).toBe(303);
    const pass = right.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = await get('optik-a.example', '/de/galerie', { headers: { cookie: pass } });
    expect([page.status, await page.text()]).toEqual([
      200,
      `Seite https://optik-a.example de/galerie ${SECRET_TEXT}`,
    ]);
    // B's gallery is not protected: B renders its own page, the pass changes nothing there.
    const onB = await get('optik-b.example', '/de/galerie', { headers: { cookie: pass } });
    expect(await onB.text()).toBe('Seite https://optik-b.example de/galerie');
  });
});

describe('publishing at the edge', () => {
  it("renders a publish on A into A's prefix only and records it in the registry", async () => {
    const auth = createAuthService(platform.db, {
      secret: SECRET,
      siteUrl: 'https://optik-a.example',
      quiet: true,
    });
    const optician = await auth.createEditor(TEST_EDITORS.optician);
    await registry.addMember('optik-a', optician.id);
    const signIn = await get('optik-a.example', '/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://optik-a.example',
        'cf-connecting-ip': '203.0.113.7',
      },
      body: JSON.stringify({
        email: TEST_EDITORS.optician.email,
        password: TEST_EDITORS.optician.password,
      }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = cookieHeaderFrom(signIn);

    const versions = worker.networkFor(env).versions;
    const [aBefore, bBefore] = await Promise.all([versions.get('optik-a'), versions.get('optik-b')]);
    const publish = await get('optik-a.example', '/api/v1/page/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://optik-a.example', cookie },
      body: JSON.stringify({ id: PAGE.home }),
    });
    expect(publish.status, await publish.clone().text()).toBe(200);

    expect(await publish.json()).toMatchObject({ data: { live: true } });
    // One write: A's version moved, B's did not.
    expect(await versions.get('optik-a')).not.toBe(aBefore);
    expect(await versions.get('optik-b')).toBe(bBefore);
    // Live at once: the next request for A's home page renders from the new snapshot.
    renders.length = 0;
    expect(await (await get('optik-a.example', '/de/')).text()).toBe('Seite https://optik-a.example de/');
    expect(renders).toEqual(['https://optik-a.example de/']);
    registry.invalidate();
    expect((await registry.site('optik-a'))?.lastPublishAt).not.toBeNull();

    // The same session is nobody on B (not a member there).
    const onB = await get('optik-b.example', '/api/v1/page/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://optik-b.example', cookie },
      body: JSON.stringify({ id: PAGE.home }),
    });
    expect(onB.status).toBe(401);
    expect(await versions.get('optik-b')).toBe(bBefore);
  });
});

describe('game rooms asking which origins may play', () => {
  it("allows every active site's host of the registry, nothing else", async () => {
    const ask = async (origin: string) =>
      (
        (await (
          await get('optik-a.example', `/api/v1/game/origin?origin=${encodeURIComponent(origin)}`)
        ).json()) as {
          data: { allowed: boolean };
        }
      ).data.allowed;
    expect(await ask('https://optik-b.example')).toBe(true);
    expect(await ask('https://www.optik-a.example')).toBe(true);
    expect(await ask('https://optik-c.example')).toBe(false);
    expect(await ask('https://evil.example')).toBe(false);
    expect(await ask('https://optik-b.example/path')).toBe(false);
    expect(await ask('javascript:alert(1)')).toBe(false);
  });
});

describe("a game room's snapshot", () => {
  it("is stored in its game's site, named by the room, not in the site of the URL's host", async () => {
    const snapshot = {
      game: { id: 'gameb1', gameName: 'B game', createdAt: '2026-11-22T10:00:00.000Z' },
      players: [{ id: 'p1', playerName: 'Pia', createdAt: '2026-11-22T10:01:00.000Z' }],
      holes: [],
      secondLastPage: null,
      seq: 1,
    };
    const res = await worker.fetch(
      new Request(`https://optik-a.example${SNAPSHOT_PATH}`, {
        method: 'POST',
        headers: {
          [SITE_HOST_HEADER]: 'optik-b.example',
          origin: 'https://optik-a.example',
          'content-type': 'application/json',
          authorization: 'Bearer room-secret-for-the-test',
        },
        body: JSON.stringify(snapshot),
      }),
      { ...env, GAME_SNAPSHOT_SECRET: 'room-secret-for-the-test' },
      ctx,
    );
    expect(res.status).toBe(200);
    expect((await get('optik-b.example', '/api/v1/game/gameb1')).status).toBe(200);
    expect((await get('optik-a.example', '/api/v1/game/gameb1')).status).toBe(404);
  });
});

describe('the host lookup over KV', () => {
  it('asks the registry nothing for a page or an unknown host, and takes a new host at the cron run', async () => {
    const counted = countingPlatformDb(platform.client);
    const kvEnv = { ...env, SITE_STATE: memoryKv() } satisfies WorkerEnv;
    let clock = Date.parse('2026-11-28T08:00:00Z');
    const kvWorker = createNetworkWorker({
      openPlatformDb: () => counted.db,
      openSiteDb: (_env, site) => siteDbs.get(site.id)!.db,
      renderer,
      now: () => new Date(clock),
    });
    const visit = (host: string, path: string) =>
      kvWorker.fetch(new Request(`https://${host}${path}`), kvEnv, ctx);
    // The first request of the namespace reads the registry once and writes the table to KV.
    expect((await visit('optik-a.example', '/de/')).status).toBe(200);
    const warm = counted.queries();
    expect([warm, kvEnv.SITE_STATE.values.has('hosts')]).toEqual([1, true]);

    // A minute later: the isolate looks at KV again, never at the registry.
    clock += 60_000;
    const page = await visit('optik-a.example', '/de/kontakt');
    expect(await page.text()).toBe('Seite https://optik-a.example de/kontakt');
    expect((await visit('nobody.example', '/de/')).status).toBe(404);
    expect((await visit('optik-c.example', '/de/')).status).toBe(404);
    expect(counted.queries()).toBe(warm);

    // A host added in the registry's database by another process (the site CLI).
    await platform.db.insert(siteHosts).values({ host: 'neu.optik-b.example', siteId: 'optik-b' });
    expect((await visit('neu.optik-b.example', '/de/')).status).toBe(404);
    const pending: Promise<unknown>[] = [];
    const cron: ExecutionContext = { ...ctx, waitUntil: (promise) => void pending.push(promise) };
    await kvWorker.scheduled({ scheduledTime: Date.parse('2026-11-28T08:01:00Z') }, kvEnv, cron);
    await Promise.all(pending);
    expect(kvEnv.SITE_STATE.values.get('hosts')).toContain('neu.optik-b.example');
    const served = await visit('neu.optik-b.example', '/de/');
    expect([served.status, await served.text()]).toEqual([200, 'Seite https://optik-b.example de/']);
    await platform.db.delete(siteHosts).where(eq(siteHosts.host, 'neu.optik-b.example'));
  });
});
