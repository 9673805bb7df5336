/**
 * Every editor route under /api/v1, as one app mounted at the API root: /data, /field/*,
 * /group/*, /media/*, /page/status/*, /page/publish|revert|revertAll,
 * /page/versions/*, /page/schedule/*, /revalidate/*. Each route carries
 * `requireEditor` itself (no `use('*')`), so nothing leaks onto the public /page/* routes.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';
import { businessEditRoutes } from './business.ts';
import { changelogRoutes } from './changelog.ts';
import { collectionRoutes } from './collection.ts';
import { dataRoutes } from './data.ts';
import { fieldRoutes } from './field.ts';
import { jobsEditRoutes } from './jobs.ts';
import { marketplaceEditRoutes } from './marketplace.ts';
import { groupRoutes } from './group.ts';
import { magazineRoutes } from './magazine.ts';
import { mediaRoutes } from './media.ts';
import { navigationEditRoutes } from './navigation.ts';
import { pageAdminRoutes } from './pages.ts';
import { pageStatusRoutes } from './page-status.ts';
import { publishRoutes } from './publish.ts';
import { renderRoutes } from './render.ts';
import { revalidateRoutes } from './revalidate.ts';
import { settingsEditRoutes } from './settings.ts';
import { translationRoutes } from './translation.ts';
import { scheduleRoutes, versionRoutes } from './versions.ts';

export const editorRoutes = new Hono<AppEnv>()
  .route('/data', dataRoutes)
  .route('/field', fieldRoutes)
  .route('/group', groupRoutes)
  .route('/media', mediaRoutes)
  .route('/page/status', pageStatusRoutes)
  .route('/page/versions', versionRoutes)
  .route('/page/schedule', scheduleRoutes)
  .route('/page', publishRoutes)
  .route('/page', pageAdminRoutes)
  .route('/navigation', navigationEditRoutes)
  .route('/settings', settingsEditRoutes)
  .route('/business', businessEditRoutes)
  .route('/collection', collectionRoutes)
  .route('/translation', translationRoutes)
  .route('/changelog', changelogRoutes)
  .route('/revalidate', revalidateRoutes)
  .route('/render', renderRoutes)
  .route('/magazine', magazineRoutes)
  .route('/jobs', jobsEditRoutes)
  .route('/marketplace/own', marketplaceEditRoutes);

/**
 * Every editor call as its method and path under /api/v1, read from the routes above, so a sweep
 * over all of them (the signed-out e2e check) never misses a new route.
 *
 * @example
 * EDITOR_ROUTES.filter((r) => r.method === 'POST').map((r) => r.path); // ['/data', '/field/visibility', ...]
 */
export const EDITOR_ROUTES: readonly { method: string; path: string }[] = [
  ...new Map(
    editorRoutes.routes.map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];
