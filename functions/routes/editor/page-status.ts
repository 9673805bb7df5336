/** GET /page/status/publication and /page/status/translation: what changed and what is untranslated. */
import { Hono } from 'hono';
import { PageIdQuerySchema } from '../../../src/lib/api/page.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { publicationStatus, translationStatus } from '../../services/content/status.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { handleEditorError } from './shared.ts';

export const pageStatusRoutes = new Hono<AppEnv>()
  .get('/publication', requireEditor, validate('query', PageIdQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true as const,
      data: await publicationStatus(c.var.db, c.req.valid('query').id),
    });
  })
  .get('/translation', requireEditor, validate('query', PageIdQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true as const,
      data: await translationStatus(c.var.db, c.req.valid('query').id),
    });
  })
  .onError(handleEditorError);
