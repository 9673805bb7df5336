/** PUT/POST /field/visibility: show or hide one field. */
import { Hono } from 'hono';
import { FieldVisibilityRequestSchema } from '../../../src/lib/api/field.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { setFieldVisibility } from '../../services/content/visibility.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const fieldRoutes = new Hono<AppEnv>()
  .on(
    ['PUT', 'POST'],
    '/visibility',
    requireEditor,
    editorBodyLimit,
    validate('json', FieldVisibilityRequestSchema),
    async (c) => {
      const field = await setFieldVisibility(c.var.db, c.req.valid('json'), { now: c.var.services.now() });
      return c.json({ success: true as const, data: { field } });
    },
  )
  .onError(handleEditorError);
