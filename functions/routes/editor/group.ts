/** /group/*: add, move, mark or restore, remove, field visibility and language visibility of a block. */
import { Hono } from 'hono';
import { GroupAddRequestSchema } from '../../../src/blocks/add-request.ts';
import {
  GroupMetaRequestSchema,
  GroupRemoveRequestSchema,
  GroupSortRequestSchema,
  GroupStatusRequestSchema,
  GroupVisibilityRequestSchema,
} from '../../../src/lib/api/group.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { addGroup, removeGroup, setGroupStatus, sortGroup } from '../../services/content/structure.ts';
import { setGroupMeta, setGroupVisibility } from '../../services/content/visibility.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

export const groupRoutes = new Hono<AppEnv>()
  .post('/add', requireEditor, editorBodyLimit, validate('json', GroupAddRequestSchema), async (c) =>
    c.json(ok(await addGroup(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .post('/sort', requireEditor, editorBodyLimit, validate('json', GroupSortRequestSchema), async (c) =>
    c.json(ok(await sortGroup(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .post('/status', requireEditor, editorBodyLimit, validate('json', GroupStatusRequestSchema), async (c) =>
    c.json(ok(await setGroupStatus(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .post('/remove', requireEditor, editorBodyLimit, validate('json', GroupRemoveRequestSchema), async (c) =>
    c.json(ok(await removeGroup(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .on(
    ['PUT', 'POST'],
    '/visibility',
    requireEditor,
    editorBodyLimit,
    validate('json', GroupVisibilityRequestSchema),
    async (c) =>
      c.json(ok(await setGroupVisibility(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .on(
    ['PUT', 'POST'],
    '/meta',
    requireEditor,
    editorBodyLimit,
    validate('json', GroupMetaRequestSchema),
    async (c) => c.json(ok(await setGroupMeta(c.var.db, c.req.valid('json'), { now: c.var.services.now() }))),
  )
  .onError(handleEditorError);
