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
  /** Answers `request` with `site`'s runtime, which stays open until the answer is made. */
  serve(site: SiteRecord, request: Request, env: unknown): Promise<Response>;
  /** Ids of the open sites (opening ones too), least recently used first. */
  openSites(): string[];
  /** Sites open, opening or still closing: what holds databases and descriptors. */
  liveSites(): number;
  /** Each open site's runtime copies the network's business data again (a shop changed its own). */
  refreshNetwork(): Promise<void>;
  /** Closes one site (after `remove`, or when its record changed). */
  close(siteId: string): Promise<void>;
  closeAll(): Promise<void>;
}

/** Default number of sites kept open at once. */
export const DEFAULT_OPEN_SITES = 64;

/** One site in the cache: its runtime (once opened) and how many requests are using it. */
interface CacheEntry {
  runtime: Promise<SiteRuntime>;
  ready: boolean;
  users: number;
}

/**
 * A least-recently-used cache of open sites. Two requests for a closed site open it once.
 *
 * The cap counts every site that holds a database: open, opening, and closing (a close waits for
 * the site's background renders and outbox). A site opens only when fewer than `max` are live;
 * otherwise the least recently used idle site is closed first and the open waits for that close,
 * or, when every live site is opening or answering a request, for one of them to become idle.
 * So concurrent opens never overshoot the cap, a site is never open twice (a reopen waits for its
 * close), and a site answering a request is not closed under it (docs/decisions/0026).
 */
export function createSiteCache(
  open: (site: SiteRecord) => Promise<SiteRuntime>,
  { max = DEFAULT_OPEN_SITES, log = (message: string) => console.log(`[lunette] ${message}`) } = {},
): SiteCache {
  const limit = Math.max(1, max);
  const entries = new Map<string, CacheEntry>();
  const closing = new Map<string, Promise<void>>();
  let waiters: (() => void)[] = [];
  const wake = () => {
    const waiting = waiters;
    waiters = [];
    for (const done of waiting) done();
  };
  const live = () => entries.size + closing.size;

  const closeEntry = (id: string): Promise<void> => {
    const entry = entries.get(id);
    if (!entry) return closing.get(id) ?? Promise.resolve();
    entries.delete(id);
    const closed = (async () => {
      const runtime = await entry.runtime.catch(() => null);
      await runtime?.close().catch((error: unknown) => log(`closing site ${id} failed: ${String(error)}`));
    })().finally(() => {
      closing.delete(id);
      wake();
    });
    closing.set(id, closed);
    return closed;
  };

  /** The least recently used site that finished opening and answers no request. */
  const idleSite = () => {
    for (const [id, entry] of entries) if (entry.ready && entry.users === 0) return id;
    return null;
  };

  /** The runtime of `site`, counted as in use until `release` is called. */
  const acquire = async (site: SiteRecord): Promise<{ runtime: SiteRuntime; release: () => void }> => {
    for (;;) {
      const entry = entries.get(site.id);
      if (entry) {
        entry.users++;
        const release = () => {
          entry.users--;
          wake();
        };
        let runtime: SiteRuntime;
        try {
          runtime = await entry.runtime;
        } catch (error) {
          release();
          throw error;
        }
        // A changed record (hosts, status, database) reopens the site with it.
        if (runtime.site.databaseUrl === site.databaseUrl && runtime.site.primaryHost === site.primaryHost) {
          if (entries.get(site.id) === entry) {
            entries.delete(site.id);
            entries.set(site.id, entry);
          }
          runtime.site = site;
          return { runtime, release };
        }
        release();
        if (entries.get(site.id) === entry) await closeEntry(site.id);
        continue;
      }
      const closingNow = closing.get(site.id);
      if (closingNow) {
        await closingNow;
        continue;
      }
      if (live() >= limit) {
        const idle = idleSite();
        if (idle) await closeEntry(idle);
        else await new Promise<void>((done) => waiters.push(done));
        continue;
      }
      const opening: CacheEntry = { runtime: open(site), ready: false, users: 0 };
      entries.set(site.id, opening);
      opening.runtime.then(
        () => {
          opening.ready = true;
          wake();
        },
        () => {
          if (entries.get(site.id) === opening) entries.delete(site.id);
          wake();
        },
      );
    }
  };

  return {
    async get(site) {
      const { runtime, release } = await acquire(site);
      release();
      return runtime;
    },
    async serve(site, request, env) {
      const { runtime, release } = await acquire(site);
      try {
        return await runtime.fetch(request, env);
      } finally {
        release();
      }
    },
    openSites: () => [...entries.keys()],
    liveSites: live,
    async refreshNetwork() {
      // One site at a time: each may re-render its pages.
      for (const [id, entry] of [...entries]) {
        if (entries.get(id) !== entry) continue;
        entry.users++;
        try {
          const runtime = await entry.runtime.catch(() => null);
          await runtime
            ?.refreshNetwork?.()
            .catch((error: unknown) => log(`site ${id}: network data not refreshed: ${String(error)}`));
        } finally {
          entry.users--;
          wake();
        }
      }
    },
    close: closeEntry,
    async closeAll() {
      await Promise.all([...[...entries.keys()].map(closeEntry), ...closing.values()]);
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
    return sites.serve(site, c.req.raw, c.env);
  });
}
