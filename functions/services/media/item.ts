/** A media row as the editor's library sees it (`MediaItem`), and the URLs of uploads and stored files. */
import { API_PREFIX } from '../../../src/lib/api/common.ts';
import type { MediaItem } from '../../../src/lib/api/media.ts';
import type { MediaRow } from '../images/variants.ts';

/** The URL path the media store's files are served under (functions/node.ts, functions/worker.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** Our own upload URL (`PUT media/upload/:id`) of a pending upload. */
export const ownUploadUrl = (id: string): string => `${API_PREFIX}/media/upload/${encodeURIComponent(id)}`;

/** The public URL of a stored key. */
export const mediaUrlOf = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

/** The media store key of a row's file, or null when it is not in the store (demo files, YouTube, Stream). */
export function storedKeyOf(row: Pick<MediaRow, 'publicUrl'>): string | null {
  return row.publicUrl.startsWith(MEDIA_URL_PREFIX) ? row.publicUrl.slice(MEDIA_URL_PREFIX.length) : null;
}

/** A row as the API answers it. */
export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    parentId: row.parentId,
    mediaType: row.mediaType,
    mimeType: row.mimeType,
    bucketFolder: row.bucketFolder,
    objectId: row.objectId,
    originalFilename: row.originalFilename,
    extension: row.extension,
    fileSize: row.fileSize,
    resolution: row.width !== null && row.height !== null ? { width: row.width, height: row.height } : null,
    tags: row.tags,
    publicUrl: row.publicUrl,
    blurHash: row.blurHash,
    focalPoint: row.focalPoint,
    cropArea: row.cropArea,
    videoSettings: row.videoSettings,
    alt: row.alt ?? {},
    contentHash: row.contentHash,
    updated: row.updatedAt,
  };
}
