/**
 * The network's marketplace: every active site's published items, read from each site's own
 * database (open it, read, close), newest first. The aggregate is kept in memory for 60 s, and
 * at most MAX_SITES sites and MAX_ITEMS items are read, so a visitor's request never fans out
 * unbounded. A site that cannot be read logs one line and keeps its last good copy.
 */
import type { Db } from '../../../db/client.ts';
import { loadMarketplaceItems } from '../../../db/snapshot-jobs.ts';
import type { MarketplaceItemSnapshot } from '../../../src/lib/api/jobs.ts';
import type { SiteRecord } from './registry.ts';

/** How long the aggregate is served before it is read again. */
export const MARKETPLACE_TTL_MS = 60_000;
/** Most sites read for one aggregate. */
export const MAX_SITES = 200;
/** Most items in the aggregate (the newest ones). */
export const MAX_ITEMS = 500;

/** The network's published marketplace items (`services.marketplaceNetwork`). */
export interface MarketplaceNetwork {
  publishedItems(): Promise<MarketplaceItemSnapshot[]>;
}

export interface MarketplaceNetworkOptions {
  /** The registry's site list. */
  listSites: () => Promise<SiteRecord[]>;
  /** Opens a site's database (Node: a file or Turso client; Workers: a web client). */
  openSiteDb: (site: SiteRecord) => Promise<{ db: Db; close: () => void }>;
  now?: () => number;
  ttlMs?: number;
  log?: (message: string) => void;
}

const time = (item: MarketplaceItemSnapshot) => {
  const t = item.created ? Date.parse(item.created) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * @example
 * const marketplaceNetwork = createMarketplaceNetwork({ listSites: () => registry.listSites(), openSiteDb });
 * await marketplaceNetwork.publishedItems(); // every site's published items, newest first
 */
export function createMarketplaceNetwork(options: MarketplaceNetworkOptions): MarketplaceNetwork {
  const open = options.openSiteDb;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? MARKETPLACE_TTL_MS;
  const log = options.log ?? ((message: string) => console.warn(`[marketplace] ${message}`));
  const lastGood = new Map<string, MarketplaceItemSnapshot[]>();
  let cached: { at: number; items: MarketplaceItemSnapshot[] } | null = null;
  let pending: Promise<MarketplaceItemSnapshot[]> | null = null;

  async function readSite(site: SiteRecord): Promise<MarketplaceItemSnapshot[]> {
    try {
      const handle = await open(site);
      try {
        const items = await loadMarketplaceItems(handle.db, site.id, 'published');
        lastGood.set(site.id, items);
        return items;
      } finally {
        handle.close();
      }
    } catch (error) {
      log(
        `${site.id}: items not read (${error instanceof Error ? error.message : String(error)}); last copy kept`,
      );
      return lastGood.get(site.id) ?? [];
    }
  }

  async function readAll(): Promise<MarketplaceItemSnapshot[]> {
    const sites = (await options.listSites()).filter((s) => s.status === 'active').slice(0, MAX_SITES);
    const all: MarketplaceItemSnapshot[] = [];
    // One site at a time: each opens a database connection, and the list is cached anyway.
    for (const site of sites) all.push(...(await readSite(site)));
    return all.sort((a, b) => time(b) - time(a)).slice(0, MAX_ITEMS);
  }

  return {
    async publishedItems() {
      if (cached && now() - cached.at < ttl) return cached.items;
      pending ??= readAll()
        .then((items) => {
          cached = { at: now(), items };
          return items;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
