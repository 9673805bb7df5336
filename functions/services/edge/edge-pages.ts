/**
 * A site's pages at the edge: rendered by the Worker from the site's published snapshot and kept
 * in the Cache API under a key of site, build and publish version (docs/decisions/0014-the-edge.md).
 *
 * - A cached page view is one KV read (the version) and one cache lookup: no Turso round trip.
 * - A publish bumps the version (./site-versions.ts): every page misses once and renders from the
 *   new snapshot, so the next request shows the change.
 * - The key names the renderer's build: a page is never served with another deploy's `/_astro/`
 *   files.
 * - When the database cannot be reached, the last page rendered for the path (any version) is
 *   served, marked stale; without one the visitor gets a 503 page in both languages.
 * - Password-protected pages go through the door (services/protected/gate.ts) and are never
 *   cached; renamed pages' old paths answer 301; unknown paths the locale's 404 page.
 */
import type { SiteSnapshot } from '../../../src/lib/content.ts';
import { isProtectedPage } from '../../../src/lib/protected-pages.ts';
import { buildStaticRoutes } from '../../../src/lib/routes.ts';
import type { ProtectedGate } from '../protected/gate.ts';
import type { PublishedChange } from '../rebuild.ts';
import type { RenderedPage } from '../search/site-search.ts';
import { siteUnavailableHtml } from '../platform/unknown-site-page.ts';
import { INLINE_HASHES_HEADER, inlineHashesOfPage } from '../static/inline-code.ts';
import { edgeRouteOf, isEdgeRenderedPath } from './edge-paths.ts';
import type { EdgeRenderer } from './renderer.ts';
import type { SiteVersions } from './site-versions.ts';

/** The part of the Cache API used here (`caches.default`). */
export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

/** The Cache API's default cache where there is one (workerd), else none (Node tests). */
export function edgeCache(): CacheLike | null {
  const caches = (globalThis as { caches?: { default?: CacheLike } }).caches;
  return caches?.default ?? null;
}

/** What visitors' browsers get: revalidate every time (a 304 when the version is unchanged). */
export const EDGE_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** What the edge cache keeps a rendered page for: its key changes with every publish and deploy. */
const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CACHE_ORIGIN = 'https://edge-pages.lunette.invalid';

export interface EdgePagesOptions {
  siteId: string;
  /** The site's absolute origin (canonical links, hreflang, the sitemap). */
  siteUrl: string;
  versions: SiteVersions;
  renderer: () => Promise<EdgeRenderer>;
  /** The site's published snapshot, read from its database. */
  loadSnapshot: () => Promise<SiteSnapshot>;
  /** `caches.default`; null where there is none (every request renders). */
  cache: CacheLike | null;
  /** The door of protected pages, given how to read the page it guards. */
  gate: (readPage: () => Promise<string | null>) => ProtectedGate;
  /** Where a renamed page's old path lives now. */
  findRedirect?: (pathname: string, search: string) => Promise<string | null>;
  log?: (message: string) => void;
}

export interface EdgePages {
  /** The answer for a rendered path; null for a path the assets serve. */
  serve(request: Request): Promise<Response | null>;
  /** Renders and stores a path of the current version (warming after a publish or deploy). */
  warm(pathname: string): Promise<number>;
  /**
   * Renders the pages a publish changed (all of them for a whole-site change, at most
   * MAX_WARMED_ROUTES) into the cache; throws when one cannot be rendered (the job is retried).
   */
  warmChange(change: PublishedChange): Promise<number>;
  /**
   * Every page of the site at the current version (from the cache, rendered where missing), for
   * the site search index (../search/site-search.ts); throws when one cannot be rendered.
   */
  allPages(): Promise<RenderedPage[]>;
}

/** The path of a route (`/de/` for a home page). */
const routePath = (route: { locale: string; slug: string }) =>
  route.slug === '' ? `/${route.locale}/` : `/${route.locale}/${route.slug}`;

/** Most routes one warming job renders (a bigger site's other pages render on their first request). */
export const MAX_WARMED_ROUTES = 400;

interface Rendered {
  status: number;
  body: string;
  contentType: string;
  location?: string;
  /** The page's inline-code hashes (JSON), for its Content-Security-Policy. */
  inline?: string;
}

const withInline = async (rendered: Rendered): Promise<Rendered> =>
  rendered.contentType.startsWith('text/html')
    ? { ...rendered, inline: JSON.stringify(await inlineHashesOfPage(rendered.body)) }
    : rendered;

/**
 * The pages of one site in this isolate (its snapshot is kept per version).
 *
 * @example
 * const pages = createEdgePages({ siteId, siteUrl, versions, renderer: bundledRenderer, ... });
 * const answer = await pages.serve(request); // null: not a page
 */
export function createEdgePages(options: EdgePagesOptions): EdgePages {
  const log = options.log ?? ((message: string) => console.error(message));
  let snapshot: { version: string; site: Promise<SiteSnapshot> } | null = null;

  const siteAt = (version: string): Promise<SiteSnapshot> => {
    if (snapshot?.version !== version) {
      const site = options.loadSnapshot();
      snapshot = { version, site };
      // A failed load is not kept: the next request tries the database again.
      site.catch(() => {
        if (snapshot?.site === site) snapshot = null;
      });
    }
    return snapshot.site;
  };

  const keyOf = (buildId: string, version: string, locale: string, slug: string) =>
    `${CACHE_ORIGIN}/${encodeURIComponent(options.siteId)}/${buildId}/${version}/${locale}/${slug}`;

  const render = async (
    renderer: EdgeRenderer,
    site: SiteSnapshot,
    locale: 'de' | 'en',
    slug: string,
    url: URL,
  ): Promise<Rendered> => {
    const locals = { site, siteUrl: options.siteUrl };
    const page = await renderer.renderRoute(locale, slug, locals);
    if (page.status === 200)
      return withInline({
        status: 200,
        body: await page.text(),
        contentType: page.headers.get('content-type') ?? 'text/html',
      });
    await page.body?.cancel();
    const moved = await options.findRedirect?.(url.pathname, '');
    if (moved) return { status: 301, body: '', contentType: 'text/plain', location: moved };
    return notFoundPage(renderer, site, locale);
  };

  const notFoundPage = async (renderer: EdgeRenderer, site: SiteSnapshot, locale: 'de' | 'en') => {
    const page = await renderer.renderRoute(locale, '404', { site, siteUrl: options.siteUrl });
    return withInline({ status: 404, body: await page.text(), contentType: 'text/html; charset=utf-8' });
  };

  const answer = (request: Request, stored: Rendered, etag: string, extra: Record<string, string> = {}) => {
    const headers = new Headers({
      'Content-Type': stored.contentType,
      'Cache-Control': EDGE_PAGE_CACHE_CONTROL,
    });
    if (stored.status === 200) headers.set('ETag', etag);
    if (stored.location) headers.set('Location', new URL(stored.location, request.url).href);
    if (stored.inline) headers.set(INLINE_HASHES_HEADER, stored.inline);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    if (stored.status === 200 && request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : stored.body, { status: stored.status, headers });
  };

  const toStored = (rendered: Rendered) =>
    new Response(rendered.body, {
      status: rendered.status === 301 ? 200 : rendered.status,
      headers: {
        'Content-Type': rendered.contentType,
        'Cache-Control': STORED_CACHE_CONTROL,
        'X-Lunette-Status': String(rendered.status),
        ...(rendered.location ? { 'X-Lunette-Location': rendered.location } : {}),
        ...(rendered.inline ? { [INLINE_HASHES_HEADER]: rendered.inline } : {}),
      },
    });

  const fromStored = async (response: Response): Promise<Rendered> => {
    const location = response.headers.get('X-Lunette-Location');
    const inline = response.headers.get(INLINE_HASHES_HEADER);
    return {
      status: Number(response.headers.get('X-Lunette-Status') ?? response.status),
      body: await response.text(),
      contentType: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
      ...(location ? { location } : {}),
      ...(inline ? { inline } : {}),
    };
  };

  const store = async (key: string, rendered: Rendered) => {
    if (!options.cache) return;
    try {
      await options.cache.put(key, toStored(rendered));
    } catch (error) {
      log(`[edge] could not cache ${key}: ${String(error)}`);
    }
  };

  return {
    async serve(request) {
      const url = new URL(request.url);
      if (!isEdgeRenderedPath(url.pathname)) return null;
      const route = edgeRouteOf(url.pathname) ?? { locale: 'de' as const, slug: '404' };
      const renderer = await options.renderer();
      const read = request.method === 'GET' || request.method === 'HEAD';
      const version = await options.versions.get(options.siteId).catch((error: unknown) => {
        log(`[edge] no version for ${options.siteId}: ${String(error)}`);
        return null;
      });
      const key = version ? keyOf(renderer.buildId, version, route.locale, route.slug) : null;
      const latest = keyOf(renderer.buildId, 'latest', route.locale, route.slug);
      const etag = `"${renderer.buildId}.${version ?? 'none'}"`;
      if (read && key && options.cache) {
        const hit = await options.cache.match(key);
        if (hit) return answer(request, await fromStored(hit), etag, { 'X-Lunette-Cache': 'hit' });
      }
      let site: SiteSnapshot;
      try {
        site = await siteAt(version ?? 'none');
      } catch (error) {
        log(`[edge] ${options.siteId}: the database cannot be reached: ${String(error)}`);
        const stale = read && options.cache ? await options.cache.match(latest) : undefined;
        if (stale) return answer(request, await fromStored(stale), etag, { 'X-Lunette-Cache': 'stale' });
        return new Response(request.method === 'HEAD' ? null : siteUnavailableHtml(), {
          status: 503,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Retry-After': '30',
          },
        });
      }
      const routeOfPage = buildStaticRoutes(site.pages).find(
        (r) => r.locale === route.locale && r.slug === route.slug,
      );
      const page = routeOfPage ? site.pages.find((p) => p.id === routeOfPage.pageId) : undefined;
      if (page && isProtectedPage(page)) {
        let shown: Rendered | null = null;
        const door = options.gate(async () => {
          shown = await render(renderer, site, route.locale, route.slug, url);
          return shown.body;
        });
        // A protected page is shown through its door or not at all; never cached.
        const guarded = await door(request);
        if (!guarded) return answer(request, await notFoundPage(renderer, site, route.locale), etag);
        const inline = (shown as Rendered | null)?.inline;
        if (inline && guarded.status === 200) guarded.headers.set(INLINE_HASHES_HEADER, inline);
        return guarded;
      }
      if (!read) return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
      const rendered = await render(renderer, site, route.locale, route.slug, url);
      if (key) await Promise.all([store(key, rendered), store(latest, rendered)]);
      return answer(request, rendered, etag, { 'X-Lunette-Cache': 'miss' });
    },

    async warm(pathname) {
      const response = await this.serve(new Request(new URL(pathname, options.siteUrl)));
      await response?.body?.cancel();
      return response?.status ?? 404;
    },

    async warmChange(change) {
      const version = await options.versions.get(options.siteId);
      const site = await siteAt(version);
      const wanted = new Set(change.pageIds);
      const routes = buildStaticRoutes(site.pages)
        .filter((r) => change.wholeSite || (r.pageId !== null && wanted.has(r.pageId)))
        .slice(0, MAX_WARMED_ROUTES);
      for (const route of routes) {
        const status = await this.warm(routePath(route));
        if (status >= 500) throw new Error(`${routePath(route)} answered ${status}`);
      }
      return routes.length;
    },

    async allPages() {
      const site = await siteAt(await options.versions.get(options.siteId));
      const pages: RenderedPage[] = [];
      for (const route of buildStaticRoutes(site.pages)) {
        const path = routePath(route);
        const response = await this.serve(new Request(new URL(path, options.siteUrl)));
        if (!response) continue;
        if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
        const html = await response.text();
        if (response.status === 200) pages.push({ path, html });
      }
      return pages;
    },
  };
}
