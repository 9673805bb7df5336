/**
 * Reserved tilde slugs name a page by its role: `/de/~contact` redirects (302) to the contact
 * page's real path in that locale. Unknown roles fall through to the 404 handling.
 */
import { Hono } from 'hono';
import { loadSite } from '../../db/snapshot.ts';
import { pagePath, resolvePage, splitLocale } from '../../src/lib/routes.ts';
import type { AppEnv } from '../types.ts';

export const reservedSlugRoutes = new Hono<AppEnv>().get('/:locale/:slug{~[a-z-]+}', async (c, next) => {
  const split = splitLocale(`/${c.req.param('locale')}`);
  if (!split) return next();
  const site = await loadSite(c.var.db, 'published');
  const page = resolvePage(site.pages, split.locale, c.req.param('slug'));
  if (!page) return next();
  // The query string goes along (e.g. a game link's ?id=).
  return c.redirect(pagePath(page, split.locale) + new URL(c.req.url).search, 302);
});

/** Whether a path has the reserved-slug shape this sub-app answers. */
export function isReservedSlugPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/~[a-z-]+\/?$/.test(pathname);
}
