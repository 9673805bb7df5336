/** /magazine/article: an editor adds a health-magazine article to a goFeed block by its URL. */
import { Hono } from 'hono';
import { MagazineArticleRequestSchema } from '../../../src/lib/api/magazine.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { addMagazineArticle } from '../../services/magazine/article.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const magazineRoutes = new Hono<AppEnv>()
  .post(
    '/article',
    requireEditor,
    editorBodyLimit,
    validate('json', MagazineArticleRequestSchema),
    async (c) =>
      c.json({
        success: true as const,
        data: await addMagazineArticle(c.var.db, c.var.services.magazine, c.req.valid('json'), {
          now: c.var.services.now(),
        }),
      }),
  )
  .onError(handleEditorError);
