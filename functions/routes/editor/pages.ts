/**
 * The pages panel's routes under /page: GET /list, POST /add, /update and /remove (publish and
 * revert live in ./publish.ts). Page passwords and meta saves stay on POST /data.
 */
import { Hono } from 'hono';
import {
  PageAddRequestSchema,
  PageListQuerySchema,
  PageRemoveRequestSchema,
  PageUpdateRequestSchema,
} from '../../../src/lib/api/pages.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { invalidFieldsAnswer } from '../../errors.ts';
import {
  SlugRefusedError,
  addPage,
  listPages,
  removePage,
  updatePage,
} from '../../services/content/pages-admin.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const pageAdminRoutes = new Hono<AppEnv>()
  .get('/list', requireEditor, validate('query', PageListQuerySchema), async (c) => {
    return c.json({ success: true as const, data: { pages: await listPages(c.var.db) } });
  })
  .post('/add', requireEditor, editorBodyLimit, validate('json', PageAddRequestSchema), async (c) => {
    const page = await addPage(c.var.db, c.req.valid('json'), { now: c.var.services.now() });
    return c.json({ success: true as const, data: { page } });
  })
  .post('/update', requireEditor, editorBodyLimit, validate('json', PageUpdateRequestSchema), async (c) => {
    const page = await updatePage(c.var.db, c.req.valid('json'), { now: c.var.services.now() });
    return c.json({ success: true as const, data: { page } });
  })
  .post('/remove', requireEditor, editorBodyLimit, validate('json', PageRemoveRequestSchema), async (c) => {
    const { rebuild, now } = c.var.services;
    const data = await removePage(c.var.db, c.req.valid('json').id, { rebuild, now: now() });
    return c.json({ success: true as const, data });
  })
  .onError((err, c) =>
    err instanceof SlugRefusedError ? invalidFieldsAnswer(c, err.fields) : handleEditorError(err, c),
  );
