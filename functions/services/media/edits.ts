/**
 * Changing the media library: alt text, tags, focal point and crop (non-destructive: variants
 * are cut from the original), the ThumbHash, deleting an item everywhere it is used, YouTube
 * entries, and the video poll. Whatever live pages show is re-rendered after a change, through
 * the same rebuild service a publish uses: media edits are live at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, media, pages } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write.ts';
import type { MediaPatch, YouTubeRequest } from '../../../src/lib/api/media.ts';
import {
  YOUTUBE_THUMBNAIL_SIZES,
  youTubeEmbedUrl,
  youTubeThumbnailUrl,
} from '../../../src/lib/media/youtube.ts';
import { ApiError } from '../../errors.ts';
import type { Services } from '../../types.ts';
import type { MediaRow } from '../images/variants.ts';
import { storedKeyOf } from './item.ts';
import { mediaRow, pagesShowing } from './library.ts';

type Deps = Pick<Services, 'now' | 'rebuild' | 'images' | 'mediaStore' | 'mediaProcessor' | 'video'>;

/** Re-renders the live pages among `pageIds` (nothing to do when there are none). */
async function rerender(deps: Deps, pageIds: string[]): Promise<void> {
  if (pageIds.length > 0) await deps.rebuild.afterPublish({ pageIds, wholeSite: false, removedPaths: [] });
}

/** Re-renders the live pages showing a row (after a change of how it looks). */
export async function rerenderPagesShowing(db: Db, deps: Deps, row: MediaRow): Promise<void> {
  await rerender(deps, await pagesShowing(db, row, 'published'));
}

/**
 * media/update: alt text, tags, name, focal point, crop area, a video's aspect ratio. A change
 * visitors would see (alt text, focal point, crop) re-renders the live pages that show it.
 */
export async function updateMedia(db: Db, deps: Deps, patch: MediaPatch): Promise<MediaRow> {
  const row = await mediaRow(db, patch.id);
  const set: Partial<typeof media.$inferInsert> = { updatedAt: deps.now().toISOString() };
  if (patch.alt !== undefined) set.alt = { ...row.alt, ...patch.alt };
  if (patch.tags !== undefined) set.tags = [...new Set(patch.tags)];
  if (patch.originalFilename !== undefined) set.originalFilename = patch.originalFilename;
  if (patch.focalPoint !== undefined) set.focalPoint = patch.focalPoint;
  if (patch.cropArea !== undefined) set.cropArea = patch.cropArea;
  if (patch.aspectRatio !== undefined) {
    if (!row.videoSettings) throw new ApiError(400, 'invalid_input', 'aspectRatio');
    set.videoSettings = { ...row.videoSettings, aspectRatio: patch.aspectRatio };
  }
  const [updated] = await db.update(media).set(set).where(eq(media.id, row.id)).returning();
  const visible =
    patch.alt !== undefined ||
    patch.focalPoint !== undefined ||
    patch.cropArea !== undefined ||
    patch.aspectRatio !== undefined;
  if (patch.focalPoint !== undefined || patch.cropArea !== undefined) deps.images.warm(updated!);
  if (visible) await rerenderPagesShowing(db, deps, updated!);
  return updated!;
}

/** media/blurHash: (re)computes the placeholder of a stored raster image; SVG and video keep null. */
export async function refreshBlurHash(db: Db, deps: Deps, id: string): Promise<MediaRow> {
  const row = await mediaRow(db, id);
  const key = storedKeyOf(row);
  if (row.mediaType !== 'image' || row.extension === 'svg' || !key) return row;
  const file = await deps.mediaStore.get(key);
  if (!file) throw new ApiError(404, 'not_found');
  const blurHash = await deps.mediaProcessor.blurHash(file.body, row.extension);
  const [updated] = await db
    .update(media)
    .set({ blurHash, updatedAt: deps.now().toISOString() })
    .where(eq(media.id, id))
    .returning();
  return updated!;
}

/**
 * media/delete: removes the row and every reference to it (fields and share images, draft and
 * published), then the stored file and its variants, and re-renders the live pages that showed
 * it. `request` must describe the row (folder, group, object id, extension) or nothing happens.
 */
export async function deleteMedia(
  db: Db,
  deps: Deps,
  request: {
    mediaId: string;
    bucketFolder: string;
    groupId: string | null;
    objectId: string;
    extension: string;
  },
): Promise<void> {
  const nowIso = deps.now().toISOString();
  const { row, livePages } = await writeTransaction(db, async (tx) => {
    const row = await mediaRow(tx, request.mediaId);
    const matches =
      row.bucketFolder === request.bucketFolder &&
      row.objectId === request.objectId &&
      row.extension === request.extension &&
      (row.parentId ?? null) === request.groupId;
    if (!matches) throw new ApiError(400, 'invalid_input', 'media');
    const livePages = await pagesShowing(tx, row, 'published');
    // Clearing a draft reference is a change of the draft: it bumps the revision.
    await tx
      .update(fields)
      .set({ mediaId: null, revision: sql`${fields.revision} + 1`, updatedAt: nowIso })
      .where(eq(fields.mediaId, row.id));
    await tx.update(fields).set({ publishedMediaId: null }).where(eq(fields.publishedMediaId, row.id));
    await tx
      .update(pages)
      .set({ meta: sql`json_set(${pages.meta}, '$.ogImageId', null)`, revision: sql`${pages.revision} + 1` })
      .where(sql`json_extract(${pages.meta}, '$.ogImageId') = ${row.id}`);
    await tx
      .update(pages)
      .set({ publishedMeta: sql`json_set(${pages.publishedMeta}, '$.ogImageId', null)` })
      .where(sql`json_extract(${pages.publishedMeta}, '$.ogImageId') = ${row.id}`);
    await tx.delete(media).where(eq(media.id, row.id));
    return { row, livePages };
  });
  const key = storedKeyOf(row);
  if (key) await deps.mediaStore.delete(key);
  await deps.images.forget(row);
  await rerender(deps, livePages);
}

/**
 * media/youtube: a video row for a YouTube id, ready at once, played through youtube-nocookie.
 * The thumbnail must be one of YouTube's own for that id (it is shown as the player's poster).
 */
export async function addYouTube(db: Db, deps: Deps, request: YouTubeRequest): Promise<MediaRow> {
  const thumbnails = YOUTUBE_THUMBNAIL_SIZES.map((size) => youTubeThumbnailUrl(request.videoId, size));
  if (!thumbnails.includes(request.thumbnailUrl)) throw new ApiError(400, 'invalid_input', 'thumbnailUrl');
  const nowIso = deps.now().toISOString();
  const playbackUrl = youTubeEmbedUrl(request.videoId);
  const [row] = await db
    .insert(media)
    .values({
      id: crypto.randomUUID(),
      mediaType: 'video',
      mimeType: 'video/youtube',
      bucketFolder: 'video',
      objectId: request.videoId,
      extension: 'youtube',
      originalFilename: request.youtubeUrl,
      publicUrl: playbackUrl,
      parentId: request.groupId ?? null,
      videoSettings: {
        source: 'youtube',
        uploadId: null,
        status: 'ready',
        videoId: request.videoId,
        aspectRatio: request.aspectRatio,
        thumbnailUrl: request.thumbnailUrl,
        playbackUrl,
      },
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .returning();
  if (row!.parentId) await rerenderPagesShowing(db, deps, row!);
  return row!;
}

/**
 * media/get's video poll: while an own video is still uploading, asks the stream service, and
 * stores the answer once it is ready (the local default is ready at once and plays the stored file).
 */
export async function refreshVideo(db: Db, deps: Deps, row: MediaRow): Promise<MediaRow> {
  const settings = row.videoSettings;
  if (!settings || settings.source !== 'stream' || settings.status === 'ready' || !settings.uploadId)
    return row;
  const state = await deps.video.status(settings.uploadId);
  if (state.status !== 'ready') return row;
  const playbackUrl = state.playbackUrl ?? row.publicUrl;
  const [updated] = await db
    .update(media)
    .set({
      publicUrl: playbackUrl,
      videoSettings: {
        ...settings,
        status: 'ready',
        videoId: state.videoId,
        playbackUrl,
        thumbnailUrl: state.thumbnailUrl,
      },
      updatedAt: deps.now().toISOString(),
    })
    .where(eq(media.id, row.id))
    .returning();
  if (updated!.parentId) await rerenderPagesShowing(db, deps, updated!);
  return updated!;
}
