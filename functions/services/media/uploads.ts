/**
 * The upload flow (see the header of src/lib/api/media.ts): `startUpload` checks the name and
 * records a pending upload (a row in media_uploads, so every step may reach another Worker
 * isolate), `receiveUpload` takes the bytes our own upload URL got, has them checked and made
 * safe by the media processor and writes them once under a server-made key, `createEntry` turns
 * a received (or stream-service) upload into a media row.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { groups, media, mediaUploads } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write.ts';
import {
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  type DirectUploadAnswer,
  type DirectUploadRequest,
  type MediaType,
  UPLOAD_REFUSALS,
} from '../../../src/lib/api/media.ts';
import { ApiError } from '../../errors.ts';
import type { Services } from '../../types.ts';
import type { MediaRow } from '../images/variants.ts';
import { mediaUrlOf, ownUploadUrl } from './item.ts';
import { mediaKey } from '../../../src/lib/media/keys.ts';
import { UploadRefused } from './processor.ts';
import { checkUploadName } from './names.ts';

/** How long a started upload may take until its entry is created. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** The reason for an announced size over the type's limit. */
export const TOO_LARGE_REASON = UPLOAD_REFUSALS.tooLarge;

type UploadRow = typeof mediaUploads.$inferSelect;
type Deps = Pick<Services, 'mediaStore' | 'mediaProcessor' | 'video' | 'now'> &
  Partial<Pick<Services, 'mediaTenant'>>;

/** What a received upload stored, kept on its row until the entry is created. */
interface StoredUpload {
  key: string;
  mimeType: string;
  extension: string;
  size: number;
  width: number | null;
  height: number | null;
  blurHash: string | null;
  contentHash: string;
}

/** The largest body an upload of this type may have. */
export const maxBytesOf = (mediaType: MediaType): number =>
  mediaType === 'video' ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;

/** sha-256 of the bytes, hex (Web Crypto: the same on Node and Workers). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The folder of a new file: a gallery's items, own videos, or the library's uploads. */
const folderOf = (row: Pick<UploadRow, 'mediaType' | 'groupId'>) =>
  row.mediaType === 'video' ? 'video' : row.groupId ? 'gallery' : 'uploads';

/** Removes expired uploads that never became an entry, with any file they stored. */
async function dropExpired(db: Db, deps: Deps, nowIso: string): Promise<void> {
  const expired = await db
    .select()
    .from(mediaUploads)
    .where(and(lt(mediaUploads.expiresAt, nowIso), ne(mediaUploads.state, 'created')));
  for (const row of expired) {
    const key = row.state === 'received' ? (row.result as unknown as StoredUpload | null)?.key : undefined;
    if (key) await deps.mediaStore.delete(key);
    await db.delete(mediaUploads).where(eq(mediaUploads.id, row.id));
  }
}

/**
 * media/directUpload: checks the name and the announced size, records the pending upload and
 * answers where the bytes go. Throws `UploadRefused` for a refused name or size.
 */
export async function startUpload(
  db: Db,
  deps: Deps,
  request: DirectUploadRequest,
): Promise<DirectUploadAnswer> {
  checkUploadName(request.mediaType, request.fileName);
  if (request.fileSize > maxBytesOf(request.mediaType)) throw new UploadRefused(TOO_LARGE_REASON);
  if (request.groupId) {
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, request.groupId));
    if (!group) throw new ApiError(404, 'not_found', 'groupId');
  }
  const now = deps.now();
  await dropExpired(db, deps, now.toISOString());
  const id = crypto.randomUUID();
  const direct =
    request.mediaType === 'video'
      ? await deps.video.createDirectUpload({ id, maxBytes: MAX_VIDEO_BYTES })
      : null;
  await db.insert(mediaUploads).values({
    id,
    mediaType: request.mediaType,
    groupId: request.groupId ?? null,
    fileName: request.fileName,
    fileSize: request.fileSize,
    state: direct && !direct.own ? 'external' : 'pending',
    result: direct && !direct.own ? { streamUploadId: direct.uploadId } : null,
    expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS).toISOString(),
  });
  return { url: direct?.uploadUrl ?? ownUploadUrl(id), id };
}

/** A pending upload that still waits for its bytes; 404 otherwise (unknown, expired, done). */
export async function pendingUpload(db: Db, id: string, now: Date): Promise<UploadRow> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  if (!row || row.state !== 'pending' || row.expiresAt < now.toISOString())
    throw new ApiError(404, 'not_found');
  return row;
}

/**
 * The bytes of a pending upload: processed (type by content, re-encoded or sanitised), stored
 * once under a fresh key. A refusal is recorded on the upload and rethrown as `UploadRefused`.
 */
export async function receiveUpload(db: Db, deps: Deps, upload: UploadRow, body: Uint8Array): Promise<void> {
  let stored: StoredUpload;
  try {
    const file = await deps.mediaProcessor.process({
      bytes: body,
      mediaType: upload.mediaType,
      fileName: upload.fileName,
    });
    // The key comes from a fresh uuid and the detected type, never from the uploaded name.
    const key = mediaKey({
      folder: folderOf(upload),
      ...(deps.mediaTenant ? { tenant: deps.mediaTenant } : {}),
      groupId: upload.groupId,
      objectId: crypto.randomUUID(),
      extension: file.extension,
    });
    await deps.mediaStore.put(key, file.bytes, file.mimeType);
    stored = {
      key,
      mimeType: file.mimeType,
      extension: file.extension,
      size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      blurHash: file.blurHash,
      contentHash: await sha256Hex(file.bytes),
    };
  } catch (error) {
    if (error instanceof UploadRefused) {
      await db
        .update(mediaUploads)
        .set({ state: 'failed', error: error.reason })
        .where(and(eq(mediaUploads.id, upload.id), eq(mediaUploads.state, 'pending')));
    }
    throw error;
  }
  const claimed = await db
    .update(mediaUploads)
    .set({ state: 'received', result: { ...stored } })
    .where(and(eq(mediaUploads.id, upload.id), eq(mediaUploads.state, 'pending')))
    .returning({ id: mediaUploads.id });
  if (claimed.length === 0) {
    // Another request for the same upload finished first: keep its file, drop ours.
    await deps.mediaStore.delete(stored.key);
    throw new ApiError(409, 'conflict');
  }
}

/**
 * media/createEntry: the media row of a received upload (or of a video the stream service
 * takes). Answers 404 for an unknown, expired or already used upload, 409 for refused bytes.
 */
export async function createEntry(db: Db, deps: Deps, uploadId: string): Promise<MediaRow> {
  const nowIso = deps.now().toISOString();
  return writeTransaction(db, async (tx) => {
    const [upload] = await tx.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
    if (!upload || upload.state === 'created' || upload.expiresAt < nowIso)
      throw new ApiError(404, 'not_found');
    if (upload.state !== 'received' && upload.state !== 'external')
      throw new ApiError(409, 'conflict', upload.error ?? 'no file received');
    const id = crypto.randomUUID();
    const base = {
      id,
      mediaType: upload.mediaType,
      bucketFolder: folderOf(upload),
      originalFilename: upload.fileName,
      parentId: upload.groupId,
      createdAt: nowIso,
      updatedAt: nowIso,
    };
    let values: typeof media.$inferInsert;
    if (upload.state === 'external') {
      const streamUploadId = String(upload.result?.['streamUploadId'] ?? '');
      values = {
        ...base,
        mimeType: 'video/stream',
        objectId: streamUploadId.replace(/[^\w-]/gu, '').slice(0, 100) || id,
        extension: 'stream',
        publicUrl: '',
        videoSettings: videoSettingsOf(streamUploadId),
      };
    } else {
      const file = upload.result as unknown as StoredUpload;
      values = {
        ...base,
        mimeType: file.mimeType,
        objectId: file.key.slice(file.key.lastIndexOf('/') + 1, file.key.lastIndexOf('.')),
        extension: file.extension,
        publicUrl: mediaUrlOf(file.key),
        fileSize: file.size,
        width: file.width,
        height: file.height,
        blurHash: file.blurHash,
        contentHash: file.contentHash,
        videoSettings: upload.mediaType === 'video' ? videoSettingsOf(upload.id) : null,
      };
    }
    const [row] = await tx.insert(media).values(values).returning();
    await tx.update(mediaUploads).set({ state: 'created' }).where(eq(mediaUploads.id, uploadId));
    return row!;
  });
}

/** A new own video: waiting for the stream service until media/get finds it ready. */
const videoSettingsOf = (uploadId: string) => ({
  source: 'stream' as const,
  uploadId,
  status: 'upload' as const,
  videoId: null,
  aspectRatio: '16:9',
  thumbnailUrl: null,
  playbackUrl: null,
});
