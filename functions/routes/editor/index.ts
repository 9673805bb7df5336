/**
 * Every editor route under /api/v1, as one app mounted at the API root: /data, /field/*,
 * /group/*, /page/status/*, /page/publish|revert|revertAll, /revalidate/*. Each route carries
 * `requireEditor` itself (no `use('*')`), so nothing leaks onto the public /page/* routes.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';
import { dataRoutes } from './data.ts';
import { fieldRoutes } from './field.ts';
import { groupRoutes } from './group.ts';
import { pageStatusRoutes } from './page-status.ts';
import { publishRoutes } from './publish.ts';
import { revalidateRoutes } from './revalidate.ts';

export const editorRoutes = new Hono<AppEnv>()
  .route('/data', dataRoutes)
  .route('/field', fieldRoutes)
  .route('/group', groupRoutes)
  .route('/page/status', pageStatusRoutes)
  .route('/page', publishRoutes)
  .route('/revalidate', revalidateRoutes);
