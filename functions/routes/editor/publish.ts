/** POST /page/publish, /page/revert and /page/revertAll. */
import { Hono } from 'hono';
import { PageIdRequestSchema, RevertAllRequestSchema } from '../../../src/lib/api/publish.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { publishPage, revertAll, revertPage } from '../../services/content/publish.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const publishRoutes = new Hono<AppEnv>()
  .post('/publish', requireEditor, editorBodyLimit, validate('json', PageIdRequestSchema), async (c) => {
    const { rebuild, now } = c.var.services;
    const data = await publishPage(c.var.db, c.req.valid('json').id, { rebuild, now: now() });
    return c.json({ success: true as const, data });
  })
  .post('/revert', requireEditor, editorBodyLimit, validate('json', PageIdRequestSchema), async (c) => {
    const data = await revertPage(c.var.db, c.req.valid('json').id, { now: c.var.services.now() });
    return c.json({ success: true as const, data });
  })
  .post('/revertAll', requireEditor, editorBodyLimit, validate('json', RevertAllRequestSchema), async (c) => {
    const data = await revertAll(c.var.db, { now: c.var.services.now() });
    return c.json({ success: true as const, data });
  })
  .onError(handleEditorError);
