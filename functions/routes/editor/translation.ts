/**
 * GET /translation/status: whether translation is set up; POST /translation: a field's draft text translated from another locale by the configured
 * provider (DeepL) and marked machine-translated; POST /translation/confirm: an editor accepts it.
 * 503 'translation_not_configured' without a provider, 502 'translation_failed' (nothing written).
 */
import { Hono } from 'hono';
import {
  TranslationConfirmRequestSchema,
  TranslationRequestSchema,
} from '../../../src/lib/api/translation.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { confirmTranslation, translateField } from '../../services/translation/field-translation.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const translationRoutes = new Hono<AppEnv>()
  .get('/status', requireEditor, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: { configured: c.var.services.translation.configured } });
  })
  .post('/', requireEditor, editorBodyLimit, validate('json', TranslationRequestSchema), async (c) => {
    const field = await translateField(c.var.db, c.var.services.translation, c.req.valid('json'), {
      now: c.var.services.now(),
    });
    return c.json({ success: true as const, data: { field } });
  })
  .post(
    '/confirm',
    requireEditor,
    editorBodyLimit,
    validate('json', TranslationConfirmRequestSchema),
    async (c) => {
      const data = await confirmTranslation(c.var.db, c.req.valid('json'), { now: c.var.services.now() });
      return c.json({ success: true as const, data });
    },
  )
  .onError(handleEditorError);
