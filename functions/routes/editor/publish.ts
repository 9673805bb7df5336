/**
 * POST /page/publish, /page/revert and /page/revertAll. Publishing holds to the publish rules
 * (src/lib/publish/publish-rules.ts) whoever asks (the toolbar, the pages panel, a script): a page
 * they hold back is refused with 409 'publish_blocked' and the reasons, and nothing changes.
 */
import { Hono, type Context } from 'hono';
import {
  PageIdRequestSchema,
  PublishRequestSchema,
  RevertAllRequestSchema,
  type PublishRefusedBody,
} from '../../../src/lib/api/publish.ts';
import { PUBLISH_BLOCKED } from '../../../src/lib/publish/publish-rules.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { errorBody } from '../../errors.ts';
import { PublishBlockedError, publishPage, revertAll, revertPage } from '../../services/content/publish.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit, handleEditorError } from './shared.ts';

/** The 409 answer of a held-back publish, in the contract's shape. */
function publishRefused(c: Context, err: PublishBlockedError) {
  const { message } = errorBody(c, PUBLISH_BLOCKED).error;
  const body: PublishRefusedBody = {
    success: false,
    error: { code: PUBLISH_BLOCKED, message },
    data: { reasons: err.reasons },
  };
  return c.json(body, 409);
}

export const publishRoutes = new Hono<AppEnv>()
  .post('/publish', requireEditor, editorBodyLimit, validate('json', PublishRequestSchema), async (c) => {
    const { rebuild, now } = c.var.services;
    const { id, accessibilityConfirmed } = c.req.valid('json');
    const { editor } = c.var;
    const publishedBy = { kind: 'editor' as const, id: editor.id, name: editor.name, email: editor.email };
    const data = await publishPage(c.var.db, id, {
      rebuild,
      now: now(),
      accessibilityConfirmed,
      publishedBy,
    });
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
  .onError((err, c) =>
    err instanceof PublishBlockedError ? publishRefused(c, err) : handleEditorError(err, c),
  );
