/**
 * POST /revalidate/tag: the editor's cache-tag revalidation (editor spec §7). With the local
 * renderer nothing is cached beyond what publish re-renders, so this only validates and confirms.
 */
import { Hono } from 'hono';
import { RevalidateTagRequestSchema } from '../../../src/lib/api/publish.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const revalidateRoutes = new Hono<AppEnv>()
  .post('/tag', requireEditor, editorBodyLimit, validate('json', RevalidateTagRequestSchema), (c) =>
    c.json({ success: true as const, data: { tag: c.req.valid('json').tag, revalidated: true as const } }),
  )
  .onError(handleEditorError);
