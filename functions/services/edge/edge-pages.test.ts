/**
 * The edge page server's rules with stand-ins for the renderer, the Cache API and the snapshot:
 * hit and miss by version, a version bump renders anew, the build id in the key, the stale copy
 * and the 503 page when the database is down, redirects, 404s, HEAD and 304. The real renderer,
 * KV and Cache API run in workerd (tests/e2e/workerd-site.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { PageSnapshot, SiteSnapshot } from '../../../src/lib/content.ts';
import { buildStaticRoutes } from '../../../src/lib/routes.ts';
import { createEdgePages, type CacheLike } from './edge-pages.ts';
import { edgeRouteOf, isEdgeRenderedPath } from './edge-paths.ts';
import type { EdgeRenderer } from './renderer.ts';
import { isolateSiteVersions } from './site-versions.ts';

const page = (id: string, slug: string, role: PageSnapshot['role'] = null) =>
  ({
    id,
    role,
    collection: null,
    slug: { de: slug, en: slug },
    meta: { name: { de: id, en: id } },
    groups: [],
  }) as unknown as PageSnapshot;

const site = (text: string, pages = [page('home', '', 'home'), page('kontakt', 'kontakt')]) =>
  ({ pages, text }) as unknown as SiteSnapshot;

function memoryCache(): CacheLike & { keys: string[] } {
  const stored = new Map<string, Response>();
  return {
    keys: [] as string[],
    async match(key) {
      return stored.get(key)?.clone();
    },
    async put(key, response) {
      this.keys.push(key);
      stored.set(key, response.clone());
    },
  };
}

function setup(buildId = 'build-1') {
  const versions = isolateSiteVersions();
  const cache = memoryCache();
  const renders: string[] = [];
  let current = site('eins');
  let databaseUp = true;
  const renderer: EdgeRenderer = {
    buildId,
    async renderRoute(locale, slug, { site: snapshot }) {
      renders.push(`${locale}/${slug}`);
      const text = (snapshot as unknown as { text: string }).text;
      if (slug === '404') return new Response(`404 ${text}`, { headers: { 'content-type': 'text/html' } });
      const found = buildStaticRoutes(snapshot.pages).some((r) => r.locale === locale && r.slug === slug);
      if (!found) return new Response(null, { status: 404 });
      return new Response(`<p>${locale}/${slug} ${text}</p><script>go()</script>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
  const pages = createEdgePages({
    siteId: 'optik-a',
    siteUrl: 'https://optik-a.example/',
    versions,
    renderer: async () => renderer,
    loadSnapshot: async () => {
      if (!databaseUp) throw new TypeError('fetch failed');
      return current;
    },
    cache,
    gate: () => async () => null,
    findRedirect: async (path) => (path === '/de/alt' ? '/de/kontakt' : null),
    log: () => undefined,
  });
  return {
    pages,
    versions,
    cache,
    renders,
    publish: async (text: string) => {
      current = site(text);
      await versions.bump('optik-a');
    },
    setDatabase: (up: boolean) => (databaseUp = up),
    get: async (path: string, init?: RequestInit) => {
      const response = await pages.serve(new Request(`https://optik-a.example${path}`, init));
      if (!response) return null;
      return { response, text: await response.text() };
    },
  };
}

describe('edge paths', () => {
  it('renders locale pages, serves the editor shell and other files from the assets', () => {
    expect(isEdgeRenderedPath('/de/')).toBe(true);
    expect(isEdgeRenderedPath('/en/team/anna')).toBe(true);
    expect(isEdgeRenderedPath('/de/404.html')).toBe(true);
    expect(isEdgeRenderedPath('/de/edit/')).toBe(false);
    expect(isEdgeRenderedPath('/de/game/')).toBe(false);
    expect(isEdgeRenderedPath('/_astro/x.js')).toBe(false);
    expect(isEdgeRenderedPath('/favicon.svg')).toBe(false);
    expect(isEdgeRenderedPath('/fr/')).toBe(false);
  });

  it('names the route of a path', () => {
    expect(edgeRouteOf('/de/')).toEqual({ locale: 'de', slug: '' });
    expect(edgeRouteOf('/de/kontakt/')).toEqual({ locale: 'de', slug: 'kontakt' });
    expect(edgeRouteOf('/en/404.html')).toEqual({ locale: 'en', slug: '404' });
    expect(edgeRouteOf('/de/team/index.html')).toEqual({ locale: 'de', slug: 'team' });
    expect(edgeRouteOf('/de/%C3%BCber')).toEqual({ locale: 'de', slug: 'über' });
    expect(edgeRouteOf('/de/a/../b')).toBeNull();
    expect(edgeRouteOf('/de/%E0%A4%A')).toBeNull();
  });
});

describe('edge pages', () => {
  it('renders once per version and serves the cached copy after', async () => {
    const t = setup();
    const first = await t.get('/de/kontakt');
    expect([first?.response.status, first?.text]).toEqual([
      200,
      '<p>de/kontakt eins</p><script>go()</script>',
    ]);
    expect(first?.response.headers.get('x-lunette-cache')).toBe('miss');
    expect(first?.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const second = await t.get('/de/kontakt');
    expect(second?.response.headers.get('x-lunette-cache')).toBe('hit');
    expect(second?.text).toBe(first?.text);
    expect(t.renders).toEqual(['de/kontakt']);
  });

  it('shows a publish at the next request: the version is part of the key', async () => {
    const t = setup();
    await t.get('/de/');
    await t.publish('zwei');
    const after = await t.get('/de/');
    expect(after?.text).toContain('zwei');
    expect(after?.response.headers.get('x-lunette-cache')).toBe('miss');
  });

  it("never serves another build's copy", async () => {
    const a = setup('build-a');
    await a.get('/de/');
    const key = a.cache.keys[0]!;
    expect(key).toContain('/optik-a/build-a/');
    expect(key).not.toContain('build-b');
  });

  it('carries the inline hashes and answers 304 for an unchanged version', async () => {
    const t = setup();
    const first = await t.get('/de/');
    const etag = first!.response.headers.get('etag')!;
    expect(first!.response.headers.get('x-lunette-inline-hashes')).toContain('sha256-');
    const again = await t.get('/de/', { headers: { 'if-none-match': etag } });
    expect(again?.response.status).toBe(304);
    const head = await t.get('/de/', { method: 'HEAD' });
    expect([head?.response.status, head?.text]).toEqual([200, '']);
  });

  it("answers an unknown path with the locale's 404 page and a renamed page's old path with 301", async () => {
    const t = setup();
    const missing = await t.get('/en/nowhere');
    expect([missing?.response.status, missing?.text]).toEqual([404, '404 eins']);
    const moved = await t.get('/de/alt');
    expect(moved?.response.status).toBe(301);
    expect(moved?.response.headers.get('location')).toBe('https://optik-a.example/de/kontakt');
    // The 301 is cached with its target.
    const again = await t.get('/de/alt');
    expect([again?.response.status, again?.response.headers.get('location')]).toEqual([
      301,
      'https://optik-a.example/de/kontakt',
    ]);
  });

  it('leaves other paths to the assets', async () => {
    const t = setup();
    expect(await t.get('/de/edit/')).toBeNull();
    expect(await t.get('/favicon.svg')).toBeNull();
  });

  it('serves the last copy when the database is down, else a 503 page', async () => {
    const t = setup();
    await t.get('/de/');
    await t.publish('zwei');
    t.setDatabase(false);
    const stale = await t.get('/de/');
    expect([stale?.response.status, stale?.text]).toEqual([200, '<p>de/ eins</p><script>go()</script>']);
    expect(stale?.response.headers.get('x-lunette-cache')).toBe('stale');
    const never = await t.get('/de/kontakt');
    expect(never?.response.status).toBe(503);
    expect(never?.response.headers.get('retry-after')).toBe('30');
    expect(never?.text).toContain('nicht erreichbar');
    t.setDatabase(true);
    expect((await t.get('/de/'))?.text).toContain('zwei');
  });

  it('hands every page of the current version to the search index, rendering only what is not cached', async () => {
    const t = setup();
    await t.publish('drei');
    await t.get('/de/');
    const before = t.renders.length;
    const all = await t.pages.allPages();
    expect(all.map((p) => p.path).sort()).toEqual(['/de/', '/de/kontakt', '/en/', '/en/kontakt']);
    expect(all.every((p) => p.html.includes('drei'))).toBe(true);
    // The German home page came from the cache.
    expect(t.renders.length - before).toBe(3);
    t.setDatabase(false);
    await t.publish('vier');
    await expect(t.pages.allPages()).rejects.toThrow();
  });
});
