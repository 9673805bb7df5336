/** POST /data: the editor's save of a field, group or page (optimistic concurrency, 412 when stale). */
import { Hono } from 'hono';
import { SaveRequestSchema } from '../../../src/lib/api/save.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { saveData } from '../../services/content/saves.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const dataRoutes = new Hono<AppEnv>()
  .post('/', requireEditor, editorBodyLimit, validate('json', SaveRequestSchema), async (c) => {
    const data = await saveData(c.var.db, c.req.valid('json'), { now: c.var.services.now() });
    return c.json({ success: true as const, data });
  })
  .onError(handleEditorError);
