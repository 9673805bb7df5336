/**
 * One file's way into the media library (editor spec §4, §5): the name is checked here first
 * (images only, src/lib/media/upload-rules.ts), then directUpload -> PUT the bytes with progress ->
 * createEntry. Every failure ends as one `UploadError` with a code the editor translates
 * (./media-errors.ts): the server's code when it named one, else the code of the step that failed.
 * The upload list's state (each file uploading / success / error, with its progress; a failed one
 * until it is dismissed or the next files come) is a pure reducer shared by the library panel and
 * the bulk uploader.
 */
import {
  MEDIA_ERROR_CODES,
  type MediaErrorCode,
  type MediaItem,
  type MediaType,
} from '../../lib/api/media.ts';
import { checkImageName, type UploadNameError } from '../../lib/media/upload-rules.ts';
import { ApiFailure, type ClientErrorCode } from '../api-client.ts';
import type { MediaApi } from './media-api.ts';
import { knowsErrorCode } from './media-errors.ts';

/** A refused or failed upload; `code` names what the editor reads after the upload error text. */
export class UploadError extends Error {
  readonly code: string;
  constructor(code: MediaErrorCode | string, message: string = code) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }
}

/** A step's own failure, with the spec's English text as the message (for the console). */
const failed = (code: MediaErrorCode) => new UploadError(code, MEDIA_ERROR_CODES[code]);

const NAME_ERROR_CODES = {
  noExtension: 'file_no_extension',
  typeNotAllowed: 'file_type_not_allowed',
} as const satisfies Record<UploadNameError, MediaErrorCode>;

const CLIENT_CODES: readonly string[] = [
  'network_error',
  'invalid_response',
  'invalid_request',
] satisfies ClientErrorCode[];

/** The server's code when it named one the editor knows, else the code of the step that failed. */
function failureOf(error: unknown, fallback: MediaErrorCode): UploadError {
  if (
    error instanceof ApiFailure &&
    !CLIENT_CODES.includes(error.code) &&
    error.code !== 'internal_error' &&
    knowsErrorCode(error.code)
  )
    return new UploadError(error.code, error.message);
  return failed(fallback);
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
    if (!name.ok) throw failed(NAME_ERROR_CODES[name.error]);
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
    throw failureOf(error, 'media_upload_url_failed');
  }
  if (!slot.url || !slot.id) throw failed('media_upload_url_missing');
  try {
    await api.putBytes(slot.url, file, onProgress);
  } catch (error) {
    throw failureOf(error, 'media_internal_error');
  }
  let created: { media: MediaItem | null | undefined };
  try {
    created = await api.createEntry(slot.id);
  } catch (error) {
    throw failureOf(error, 'media_create_failed');
  }
  if (!created.media) throw failed('media_no_meta');
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
  /** Why it failed: an error code (./media-errors.ts says it in the editor's language). */
  errorCode: string | null;
  media: MediaItem | null;
}

export type UploadEvent =
  | { type: 'added'; files: readonly { key: string; name: string }[] }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'succeeded'; key: string; media: MediaItem }
  | { type: 'failed'; key: string; errorCode: string }
  | { type: 'dismissed'; key: string }
  | { type: 'cleared' };

/** The upload list after one event (pure). */
export function reduceUploads(list: readonly FileUpload[], event: UploadEvent): FileUpload[] {
  const patch = (key: string, change: Partial<FileUpload>) =>
    list.map((file) => (file.key === key ? { ...file, ...change } : file));
  switch (event.type) {
    case 'added':
      // New files replace the finished ones of earlier batches: nothing stays for ever.
      return [
        ...list.filter((file) => file.status === 'uploading'),
        ...event.files.map((f) => ({
          key: f.key,
          name: f.name,
          status: 'uploading' as const,
          progress: 0,
          errorCode: null,
          media: null,
        })),
      ];
    case 'progress':
      return patch(event.key, { progress: Math.min(Math.max(event.fraction, 0), 1) });
    case 'succeeded':
      return patch(event.key, { status: 'success', progress: 1, media: event.media });
    case 'failed':
      return patch(event.key, { status: 'error', errorCode: event.errorCode });
    case 'dismissed':
      return list.filter((file) => file.key !== event.key || file.status === 'uploading');
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
      const errorCode = error instanceof UploadError ? error.code : 'media_internal_error';
      dispatch({ type: 'failed', key, errorCode });
    }
  }
  return done;
}
