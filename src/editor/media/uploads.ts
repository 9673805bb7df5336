/**
 * One file's way into the media library (editor spec §4, §5): the name is checked here first
 * (images only, src/lib/media/upload-rules.ts), then directUpload -> PUT the bytes with progress ->
 * createEntry. Every failure ends as one `UploadError` whose reason is the spec's text or the
 * server's own message. The upload list's state (each file uploading / success / error, with its
 * progress) is a pure reducer shared by the library panel and the bulk uploader.
 */
import { MEDIA_ERRORS, type MediaItem, type MediaType } from '../../lib/api/media.ts';
import { checkImageName, UPLOAD_NAME_ERRORS } from '../../lib/media/upload-rules.ts';
import { ApiFailure, type ClientErrorCode } from '../api-client.ts';
import type { MediaApi } from './media-api.ts';

/** A refused or failed upload; `reason` is what the editor reads after the upload error text. */
export class UploadError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'UploadError';
    this.reason = reason;
  }
}

const CLIENT_CODES: readonly string[] = [
  'network_error',
  'invalid_response',
  'invalid_request',
] satisfies ClientErrorCode[];

/** The server's own message when it gave one, else the spec's text for the step that failed. */
function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure && !CLIENT_CODES.includes(error.code) && error.message)
    return error.message;
  return fallback;
}

export interface UploadTarget {
  mediaType: MediaType;
  /** The gallery the file goes into (bulk upload). */
  groupId?: string | undefined;
}

/**
 * Uploads one file and answers its media row.
 *
 * @example
 * const media = await uploadMediaFile(mediaApi, file, { mediaType: 'image' }, (f) => bar(f));
 */
export async function uploadMediaFile(
  api: Pick<MediaApi, 'directUpload' | 'putBytes' | 'createEntry'>,
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  if (target.mediaType === 'image') {
    const name = checkImageName(file.name);
    if (!name.ok) throw new UploadError(UPLOAD_NAME_ERRORS[name.error]);
  }
  let slot: { url: string; id: string };
  try {
    slot = await api.directUpload({
      mediaType: target.mediaType,
      fileName: file.name,
      fileSize: file.size,
      ...(target.groupId ? { groupId: target.groupId } : {}),
    });
  } catch (error) {
    throw new UploadError(reasonOf(error, MEDIA_ERRORS.uploadUrl));
  }
  if (!slot.url || !slot.id) throw new UploadError(MEDIA_ERRORS.uploadUrlMissing);
  try {
    await api.putBytes(slot.url, file, onProgress);
  } catch (error) {
    throw new UploadError(reasonOf(error, MEDIA_ERRORS.internal));
  }
  let created: { media: MediaItem | null | undefined };
  try {
    created = await api.createEntry(slot.id);
  } catch (error) {
    throw new UploadError(reasonOf(error, MEDIA_ERRORS.createEntry));
  }
  if (!created.media) throw new UploadError(MEDIA_ERRORS.noMeta);
  return created.media;
}

// ---------------------------------------------------------------------------------------------
// The upload list

export type FileUploadStatus = 'uploading' | 'success' | 'error';

export interface FileUpload {
  key: string;
  name: string;
  status: FileUploadStatus;
  /** 0..1 */
  progress: number;
  reason: string | null;
  media: MediaItem | null;
}

export type UploadEvent =
  | { type: 'added'; files: readonly { key: string; name: string }[] }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'succeeded'; key: string; media: MediaItem }
  | { type: 'failed'; key: string; reason: string }
  | { type: 'cleared' };

/** The upload list after one event (pure). */
export function reduceUploads(list: readonly FileUpload[], event: UploadEvent): FileUpload[] {
  const patch = (key: string, change: Partial<FileUpload>) =>
    list.map((file) => (file.key === key ? { ...file, ...change } : file));
  switch (event.type) {
    case 'added':
      return [
        ...list,
        ...event.files.map((f) => ({
          key: f.key,
          name: f.name,
          status: 'uploading' as const,
          progress: 0,
          reason: null,
          media: null,
        })),
      ];
    case 'progress':
      return patch(event.key, { progress: Math.min(Math.max(event.fraction, 0), 1) });
    case 'succeeded':
      return patch(event.key, { status: 'success', progress: 1, media: event.media });
    case 'failed':
      return patch(event.key, { status: 'error', reason: event.reason });
    case 'cleared':
      return [];
  }
}

/** Whether every file of the list has finished (successfully or not). */
export function allFinished(list: readonly FileUpload[]): boolean {
  return list.length > 0 && list.every((file) => file.status !== 'uploading');
}

let nextKey = 0;

/**
 * Uploads files one after the other (two cores and one disk: parallel uploads only compete),
 * reporting every step as an upload event.
 */
export async function uploadFiles(
  api: Pick<MediaApi, 'directUpload' | 'putBytes' | 'createEntry'>,
  files: readonly File[],
  target: UploadTarget,
  dispatch: (event: UploadEvent) => void,
): Promise<MediaItem[]> {
  const keyed = files.map((file) => ({ key: `upload-${++nextKey}`, file }));
  dispatch({ type: 'added', files: keyed.map(({ key, file }) => ({ key, name: file.name })) });
  const done: MediaItem[] = [];
  for (const { key, file } of keyed) {
    try {
      const media = await uploadMediaFile(api, file, target, (fraction) =>
        dispatch({ type: 'progress', key, fraction }),
      );
      done.push(media);
      dispatch({ type: 'succeeded', key, media });
    } catch (error) {
      const reason = error instanceof UploadError ? error.reason : MEDIA_ERRORS.internal;
      dispatch({ type: 'failed', key, reason });
    }
  }
  return done;
}
