/**
 * POST /revalidate/tag: the editor's cache-tag revalidation (editor spec §7). The feeds' tags
 * ('reviews', 'instagramFeed') refetch every cached copy of the tag now (a failed call keeps the
 * stale copy) and re-render the pages showing it; with the local renderer nothing else is cached
 * beyond what publish re-renders, so the other tags only validate and confirm.
 */
import { Hono } from 'hono';
import { RevalidateTagRequestSchema } from '../../../src/lib/api/publish.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { isFeedTag } from '../../services/feeds/refresher.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

export const revalidateRoutes = new Hono<AppEnv>()
  .post('/tag', requireEditor, editorBodyLimit, validate('json', RevalidateTagRequestSchema), async (c) => {
    const { tag } = c.req.valid('json');
    if (isFeedTag(tag)) await c.get('services').feeds.refresh(tag, { force: true });
    return c.json({ success: true as const, data: { tag, revalidated: true as const } });
  })
  .onError(handleEditorError);
