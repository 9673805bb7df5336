/** GET /navigation, GET /settings and GET /health. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { LocaleSchema } from '../../src/lib/content.ts';
import { resolveNavigation } from '../../src/lib/navigation.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { loadSite } from '../../db/snapshot.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';

export const NavigationQuery = v.object({ locale: v.optional(LocaleSchema, 'de') });

export const navigationRoutes = new Hono<AppEnv>().get('/', validate('query', NavigationQuery), async (c) => {
  const { locale } = c.req.valid('query');
  const site = await loadSite(c.var.db, 'published');
  return c.json({
    success: true as const,
    data: { locale, tree: site.navigation, links: resolveNavigation(site.navigation, site.pages, locale) },
  });
});

export const settingsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const row = await c.var.db.query.settings.findFirst();
  return c.json({ success: true as const, data: readSettings(row?.published ?? {}) });
});

/**
 * The database answers (else the error handler's 500), and, where this process runs the game
 * rooms (Node), their server's state: the site stays up without them, so the answer is still 200,
 * with `status: 'degraded'` while the rooms are not up.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.db.run(sql`select 1`);
  const rooms = c.var.services.rooms?.();
  const status: 'ok' | 'degraded' = rooms && rooms.status !== 'up' ? 'degraded' : 'ok';
  return c.json({
    success: true as const,
    data: {
      status,
      database: 'ok' as const,
      ...(rooms ? { rooms } : {}),
      time: c.var.services.now().toISOString(),
    },
  });
});
