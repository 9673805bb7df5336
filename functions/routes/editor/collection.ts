/**
 * /collection/*: the collection editor (editor spec §7): add an item, sort the items, toggle an
 * item between shown and archive, remove an item. Every route needs a signed-in editor.
 */
import { Hono } from 'hono';
import {
  CollectionAddRequestSchema,
  CollectionRemoveItemRequestSchema,
  CollectionSortRequestSchema,
  CollectionToggleRequestSchema,
} from '../../../src/lib/api/collection.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import {
  addCollectionItem,
  removeCollectionItem,
  sortCollection,
  toggleCollectionItem,
} from '../../services/content/collections-admin.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

export const collectionRoutes = new Hono<AppEnv>()
  .post('/add', requireEditor, editorBodyLimit, validate('json', CollectionAddRequestSchema), async (c) =>
    c.json(ok(await addCollectionItem(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .post('/sort', requireEditor, editorBodyLimit, validate('json', CollectionSortRequestSchema), async (c) =>
    c.json(
      ok(
        await sortCollection(c.var.db, c.req.valid('json'), {
          rebuild: c.var.services.rebuild,
          now: c.var.services.now(),
        }),
      ),
    ),
  )
  .post(
    '/toggle',
    requireEditor,
    editorBodyLimit,
    validate('json', CollectionToggleRequestSchema),
    async (c) =>
      c.json(
        ok(
          await toggleCollectionItem(c.var.db, c.req.valid('json'), {
            rebuild: c.var.services.rebuild,
            now: c.var.services.now(),
          }),
        ),
      ),
  )
  .post(
    '/removeItem',
    requireEditor,
    editorBodyLimit,
    validate('json', CollectionRemoveItemRequestSchema),
    async (c) =>
      c.json(
        ok(
          await removeCollectionItem(c.var.db, c.req.valid('json'), {
            rebuild: c.var.services.rebuild,
            now: c.var.services.now(),
          }),
        ),
      ),
  )
  .onError(handleEditorError);
