/**
 * /marketplace/own: the editor's list of the site's own marketplace items, add, edit, and
 * publish / archive (the public GET /marketplace lists the network's published items). Every
 * route needs a signed-in editor; writes re-render the pages that hold a jobs or marketplace block.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema } from '../../../src/lib/api/common.ts';
import { JobStatusRequestSchema } from '../../../src/lib/api/jobs.ts';
import { MarketplaceItemInputSchema } from '../../../src/lib/api/marketplace.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { addItem, listItems, setItemStatus, updateItem } from '../../services/jobs/board-admin.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const IdParam = v.object({ id: IdSchema });

export const marketplaceEditRoutes = new Hono<AppEnv>()
  .get('/', requireEditor, async (c) =>
    c.json(ok({ items: await listItems(c.var.db, c.var.services.mediaTenant) })),
  )
  .post('/', requireEditor, editorBodyLimit, validate('json', MarketplaceItemInputSchema), async (c) =>
    c.json(
      ok({
        item: await addItem(c.var.db, c.req.valid('json'), {
          now: c.var.services.now(),
          rebuild: c.var.services.rebuild,
          siteId: c.var.services.mediaTenant,
        }),
      }),
    ),
  )
  .put(
    '/:id',
    requireEditor,
    editorBodyLimit,
    validate('param', IdParam),
    validate('json', MarketplaceItemInputSchema),
    async (c) =>
      c.json(
        ok({
          item: await updateItem(c.var.db, c.req.valid('param').id, c.req.valid('json'), {
            now: c.var.services.now(),
            rebuild: c.var.services.rebuild,
            siteId: c.var.services.mediaTenant,
          }),
        }),
      ),
  )
  .post(
    '/:id/status',
    requireEditor,
    editorBodyLimit,
    validate('param', IdParam),
    validate('json', JobStatusRequestSchema),
    async (c) =>
      c.json(
        ok({
          item: await setItemStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status, {
            now: c.var.services.now(),
            rebuild: c.var.services.rebuild,
            siteId: c.var.services.mediaTenant,
          }),
        }),
      ),
  )
  .onError(handleEditorError);
