/**
 * GET /marketplace: the published marketplace items the marketplace block lists. On a network,
 * every site's items (services.marketplaceNetwork, cached 60 s); outside a network, the site's own.
 */
import { Hono } from 'hono';
import { loadMarketplaceItems } from '../../db/snapshot-jobs.ts';
import type { MarketplaceList } from '../../src/lib/api/marketplace.ts';
import type { AppEnv } from '../types.ts';

export const marketplaceRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const network = c.var.services.marketplaceNetwork;
  const items = network
    ? await network.publishedItems()
    : await loadMarketplaceItems(c.var.db, c.var.services.mediaTenant, 'published');
  c.header('cache-control', 'public, max-age=60');
  return c.json({ success: true as const, data: { items } satisfies MarketplaceList });
});
