/**
 * /media/*: the media library (list, get, usage), the upload flow (directUpload, PUT upload/:id,
 * createEntry; see src/lib/api/media.ts), edits (update, blurHash, cropImage), delete and
 * YouTube entries. Every route needs a signed-in editor. Refused files answer 400 (413 when too
 * large) with a stable `error.code` (`MEDIA_ERROR_CODES`, translated by the editor) and the English
 * reason in `error.reason` and `message`; other failures answer their code with the spec's media
 * error text as the message (editor spec §8). `delete` answers the spec's `{ success, error }`
 * plus its `code`.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { IdSchema } from '../../../src/lib/api/common.ts';
import {
  BlurHashRequestSchema,
  CreateEntryRequestSchema,
  CropImageRequestSchema,
  DirectUploadRequestSchema,
  MEDIA_ERRORS,
  mediaErrorCode,
  MediaDeleteRequestSchema,
  MediaGetQuerySchema,
  MediaListQuerySchema,
  MediaUpdateRequestSchema,
  YouTubeRequestSchema,
  type MediaDeleteAnswer,
  type MediaErrorMessage,
} from '../../../src/lib/api/media.ts';
import { requireEditor } from '../../auth/require-editor.ts';
import { limitsOwnBody, streamingBodyLimit } from '../../body-limit.ts';
import { ApiError, handleError } from '../../errors.ts';
import {
  addYouTube,
  deleteMedia,
  refreshBlurHash,
  refreshVideo,
  rerenderPagesShowing,
  updateMedia,
} from '../../services/media/edits.ts';
import { toMediaItem } from '../../services/media/item.ts';
import { listMedia, mediaRow, mediaUsage } from '../../services/media/library.ts';
import { UploadRefused } from '../../services/media/processor.ts';
import {
  createEntry,
  maxBytesOf,
  pendingUpload,
  receiveUpload,
  startUpload,
  TOO_LARGE_REASON,
} from '../../services/media/uploads.ts';
import { StreamError } from '../../services/video/cloudflare-stream.ts';
import type { AppEnv } from '../../types.ts';
import { validate } from '../../validate.ts';
import { editorBodyLimit } from './shared.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

/** An unexpected failure of one media call, answered 500 with that call's code and spec text. */
class MediaFailure extends Error {
  override readonly message: MediaErrorMessage;
  constructor(message: MediaErrorMessage, cause: unknown) {
    super(message, { cause });
    this.name = 'MediaFailure';
    this.message = message;
  }
}

/** Keeps answers we mean (refusals, 404s) and turns anything else into the call's failure text. */
const failWith = (message: MediaErrorMessage) => (error: unknown) => {
  if (error instanceof ApiError || error instanceof UploadRefused || error instanceof HTTPException)
    throw error;
  throw new MediaFailure(
    error instanceof StreamError && error.message === MEDIA_ERRORS.uploadUrlMissing
      ? MEDIA_ERRORS.uploadUrlMissing
      : message,
    error,
  );
};

/** The answer to a refused file: its code, and its English reason as the message and the reason. */
function refusal(c: Context, err: UploadRefused) {
  const error = { code: err.code, message: err.reason, reason: err.reason };
  return c.json({ success: false as const, error }, err.reason === TOO_LARGE_REASON ? 413 : 400);
}

/** Sub-app error handler: refusals with their reason, 500 with the spec's text, the app's shape otherwise. */
function handleMediaError(err: Error, c: Context) {
  if (err instanceof UploadRefused) return refusal(c, err);
  if (err instanceof MediaFailure || !(err instanceof ApiError || err instanceof HTTPException)) {
    console.error('[media]', err, err.cause ?? '');
    const message = err instanceof MediaFailure ? err.message : MEDIA_ERRORS.internal;
    return c.json({ success: false as const, error: { code: mediaErrorCode(message), message } }, 500);
  }
  return handleError(err, c);
}

/**
 * Limits an upload's body to its media type's maximum while it streams in (413 with the reason
 * as soon as it passes). Unknown or finished uploads are answered 404 before a byte is read.
 */
const uploadBodyLimit = limitsOwnBody(async (c: Context<AppEnv>, next: () => Promise<void>) => {
  const upload = await pendingUpload(c.var.db, c.req.param('id') ?? '', c.var.services.now());
  const limit = streamingBodyLimit(maxBytesOf(upload.mediaType), TOO_LARGE_REASON, {
    code: mediaErrorCode(TOO_LARGE_REASON),
    message: TOO_LARGE_REASON,
    reason: TOO_LARGE_REASON,
  });
  return limit(c, next);
});

export const mediaRoutes = new Hono<AppEnv>()
  .get('/list', requireEditor, validate('query', MediaListQuerySchema), async (c) =>
    c.json(ok(await listMedia(c.var.db, c.req.valid('query')))),
  )
  .get('/get', requireEditor, validate('query', MediaGetQuerySchema), async (c) => {
    const row = await mediaRow(c.var.db, c.req.valid('query').id);
    const fresh = await refreshVideo(c.var.db, c.var.services, row).catch(failWith(MEDIA_ERRORS.noMeta));
    return c.json(ok({ media: toMediaItem(fresh) }));
  })
  .get('/usage', requireEditor, validate('query', MediaGetQuerySchema), async (c) =>
    c.json(ok(await mediaUsage(c.var.db, c.req.valid('query').id))),
  )
  .post(
    '/directUpload',
    requireEditor,
    editorBodyLimit,
    validate('json', DirectUploadRequestSchema),
    async (c) => {
      const answer = await startUpload(c.var.db, c.var.services, c.req.valid('json')).catch(
        failWith(MEDIA_ERRORS.uploadUrl),
      );
      return c.json(ok(answer));
    },
  )
  .put(
    '/upload/:id',
    requireEditor,
    validate('param', v.object({ id: IdSchema })),
    uploadBodyLimit,
    async (c) => {
      const { db, services } = c.var;
      const upload = await pendingUpload(db, c.req.valid('param').id, services.now());
      const body = new Uint8Array(await c.req.arrayBuffer());
      // A Content-Length that understated the body must not let more through.
      if (body.byteLength > maxBytesOf(upload.mediaType)) throw new UploadRefused(TOO_LARGE_REASON);
      await receiveUpload(db, services, upload, body).catch(failWith(MEDIA_ERRORS.internal));
      return c.json(ok({ id: upload.id }));
    },
  )
  .post(
    '/createEntry',
    requireEditor,
    editorBodyLimit,
    validate('json', CreateEntryRequestSchema),
    async (c) => {
      const { db, services } = c.var;
      const row = await createEntry(db, services, c.req.valid('json').uploadId).catch(
        failWith(MEDIA_ERRORS.createEntry),
      );
      if (row.mediaType === 'image') services.images.warm(row);
      // A gallery's items are live at once (they are not part of the page's draft): a published
      // gallery page is re-rendered with its new item.
      if (row.parentId) await rerenderPagesShowing(db, services, row);
      return c.json(ok({ media: toMediaItem(row) }));
    },
  )
  .post('/update', requireEditor, editorBodyLimit, validate('json', MediaUpdateRequestSchema), async (c) => {
    const row = await updateMedia(c.var.db, c.var.services, c.req.valid('json').media);
    return c.json(ok({ media: toMediaItem(row) }));
  })
  .post('/blurHash', requireEditor, editorBodyLimit, validate('json', BlurHashRequestSchema), async (c) => {
    const row = await refreshBlurHash(c.var.db, c.var.services, c.req.valid('json').media.id);
    return c.json(ok({ media: toMediaItem(row) }));
  })
  .post('/cropImage', requireEditor, editorBodyLimit, validate('json', CropImageRequestSchema), async (c) => {
    const { id, cropArea, focalPoint } = c.req.valid('json').media;
    const row = await updateMedia(c.var.db, c.var.services, { id, cropArea, focalPoint }).catch(
      failWith(MEDIA_ERRORS.crop),
    );
    return c.json(ok({ status: 'ok' as const, croppedMedia: toMediaItem(row) }));
  })
  .post('/delete', requireEditor, editorBodyLimit, validate('json', MediaDeleteRequestSchema), async (c) => {
    try {
      await deleteMedia(c.var.db, c.var.services, c.req.valid('json'));
      return c.json({ success: true, error: null } satisfies MediaDeleteAnswer);
    } catch (error) {
      const status = error instanceof ApiError && error.status < 500 ? (error.status as 400 | 404) : 500;
      if (status === 500) console.error('[media] delete failed', error);
      const answer = {
        success: false,
        error: MEDIA_ERRORS.delete,
        code: mediaErrorCode(MEDIA_ERRORS.delete),
      };
      return c.json(answer satisfies MediaDeleteAnswer, status);
    }
  })
  .post('/youtube', requireEditor, editorBodyLimit, validate('json', YouTubeRequestSchema), async (c) => {
    const row = await addYouTube(c.var.db, c.var.services, c.req.valid('json'));
    return c.json(ok({ media: toMediaItem(row) }));
  })
  .onError(handleMediaError);
