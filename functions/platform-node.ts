/**
 * The network on one Node server: every request's `Host` picks its site from the platform
 * registry, and the site's own server (functions/node.ts over the site's database, pages, media
 * and outbox) answers it. This machine's own names (localhost, 127.0.0.1) serve the default site.
 * A host that names no active site gets a 404 page of its own, never another site's content.
 * Open sites are kept in a bounded cache (least recently used closes first), so a network of 500
 * sites does not hold 500 databases open.
 */
import { Hono } from 'hono';
import { errorBody } from './errors.ts';
import type { SiteRecord, SiteRegistry } from './services/platform/registry.ts';
import { siteHostOf } from './services/platform/request-host.ts';
import { unknownSiteHtml } from './services/platform/unknown-site-page.ts';
import { compressAnswers } from './services/static/compressed-serving.ts';
import { securityHeadersMiddleware } from './services/static/security-middleware.ts';

/** One open site: its whole server, and how to close it. */
export interface SiteRuntime {
  site: SiteRecord;
  fetch(request: Request, env: unknown): Response | Promise<Response>;
  /** Copies the network's business data again and re-renders what changed (Node sites). */
  refreshNetwork?(): Promise<void>;
  close(): Promise<void>;
}

export interface SiteCache {
  /** The open runtime of `site`, opened now when it is not. */
  get(site: SiteRecord): Promise<SiteRuntime>;
  /** Ids of the open sites, least recently used first. */
  openSites(): string[];
  /** Each open site's runtime copies the network's business data again (a shop changed its own). */
  refreshNetwork(): Promise<void>;
  /** Closes one site (after `remove`, or when its record changed). */
  close(siteId: string): Promise<void>;
  closeAll(): Promise<void>;
}

/** Default number of sites kept open at once. */
export const DEFAULT_OPEN_SITES = 64;

/** A least-recently-used cache of open sites. Two requests for a closed site open it once. */
export function createSiteCache(
  open: (site: SiteRecord) => Promise<SiteRuntime>,
  { max = DEFAULT_OPEN_SITES, log = (message: string) => console.log(`[lunette] ${message}`) } = {},
): SiteCache {
  const entries = new Map<string, Promise<SiteRuntime>>();
  const closeEntry = async (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const runtime = await entry.catch(() => null);
    await runtime?.close().catch((error: unknown) => log(`closing site ${id} failed: ${String(error)}`));
  };
  return {
    async get(site) {
      const existing = entries.get(site.id);
      if (existing) {
        const runtime = await existing;
        // A changed record (hosts, status, database) reopens the site with it.
        if (runtime.site.databaseUrl === site.databaseUrl && runtime.site.primaryHost === site.primaryHost) {
          entries.delete(site.id);
          entries.set(site.id, existing);
          runtime.site = site;
          return runtime;
        }
        await closeEntry(site.id);
      }
      const opening = open(site);
      entries.set(site.id, opening);
      opening.catch(() => entries.delete(site.id));
      while (entries.size > max) {
        const oldest = entries.keys().next().value as string;
        await closeEntry(oldest);
      }
      return opening;
    },
    openSites: () => [...entries.keys()],
    async refreshNetwork() {
      // One site at a time: each may re-render its pages.
      for (const [id, entry] of [...entries]) {
        const runtime = await entry.catch(() => null);
        await runtime
          ?.refreshNetwork?.()
          .catch((error: unknown) => log(`site ${id}: network data not refreshed: ${String(error)}`));
      }
    },
    close: closeEntry,
    async closeAll() {
      await Promise.all([...entries.keys()].map(closeEntry));
    },
  };
}

export interface PlatformNodeOptions {
  registry: Pick<SiteRegistry, 'siteForHost'>;
  sites: SiteCache;
}

/** The host router in front of the sites' servers. */
export function createPlatformNodeApp({ registry, sites }: PlatformNodeOptions) {
  // The sites' own servers set their security headers and compress; this page is the router's own.
  const unknownSite = new Hono()
    .use('*', securityHeadersMiddleware({ clientDir: null }), compressAnswers())
    .all('*', (c) => {
      if (c.req.path.startsWith('/api/')) return c.json(errorBody(c, 'not_found'), 404);
      c.header('Cache-Control', 'no-store');
      return c.html(unknownSiteHtml(), 404);
    });
  return new Hono().all('*', async (c) => {
    const site = await registry.siteForHost(siteHostOf(c.req.raw));
    if (!site || site.status !== 'active') return unknownSite.fetch(c.req.raw, c.env);
    const runtime = await sites.get(site);
    return runtime.fetch(c.req.raw, c.env);
  });
}
