/**
 * GET /search?q=&locale=&offset=: the site search over the site's own index
 * (services/search/site-search.ts). Public and read-only; only pages of the asked locale.
 */
import { Hono } from 'hono';
import { SEARCH_PAGE_SIZE, SearchQuerySchema, type SearchAnswer } from '../../src/lib/api/search.ts';
import { searchSite } from '../services/search/site-search.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';

export const searchRoutes = new Hono<AppEnv>().get('/', validate('query', SearchQuerySchema), async (c) => {
  const { q, locale, offset } = c.req.valid('query');
  const answer = await searchSite(c.var.db, { locale, query: q, offset, limit: SEARCH_PAGE_SIZE });
  // A publish changes the index: answers are never kept.
  c.header('cache-control', 'no-store');
  return c.json({ success: true as const, data: answer satisfies SearchAnswer });
});
