/**
 * The editor's media calls (editor spec §7), beside the main client in ../api-client.ts and built
 * the same way: every request is checked against its contract schema (src/lib/api/media.ts) before
 * it leaves, every answer is validated before the UI trusts it, and every failure is one
 * `ApiFailure`. Paths come from Hono's typed client (`AppType`), like the main client's; the byte
 * upload is an `XMLHttpRequest` PUT to the URL directUpload gave, because only XHR reports upload
 * progress.
 */
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../../lib/api/error-body.ts';
import {
  CreateEntryRequestSchema,
  CropImageAnswerSchema,
  CropImageRequestSchema,
  DirectUploadAnswerSchema,
  DirectUploadRequestSchema,
  MEDIA_ERRORS,
  MediaAnswerSchema,
  MediaDeleteAnswerSchema,
  MediaDeleteRequestSchema,
  MediaGetQuerySchema,
  MediaListAnswerSchema,
  MediaListQuerySchema,
  MediaRefusalSchema,
  MediaUpdateRequestSchema,
  MediaUsageAnswerSchema,
  YouTubeRequestSchema,
  type MediaItem,
  type MediaListQuery,
} from '../../lib/api/media.ts';
import { answer, ApiFailure, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/** Sends the bytes of one file to an upload URL, reporting progress as a fraction 0..1. */
export type PutBytes = (url: string, file: Blob, onProgress: (fraction: number) => void) => Promise<void>;

/** The code and message an error body gives (a refused file's `reason` as the message), or null. */
function errorOf(text: string): { code: string; message: string } | null {
  try {
    const body: unknown = JSON.parse(text);
    const refusal = v.safeParse(MediaRefusalSchema, body);
    if (refusal.success) return { code: refusal.output.error.code, message: refusal.output.error.reason };
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    return parsed.success ? parsed.output.error : null;
  } catch {
    return null;
  }
}

/** The failure of a refused byte upload, with the code and reason its answer gives. */
export function uploadFailure(status: number, body: string): ApiFailure {
  const error = errorOf(body);
  return new ApiFailure(status, error?.code ?? 'upload_failed', error?.message ?? `HTTP ${status}`);
}

/** The browser's PUT with upload progress (XHR: fetch cannot report upload progress). */
export const xhrPutBytes: PutBytes = (url, file, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      reject(uploadFailure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiFailure(0, 'network_error', 'network error'));
    xhr.send(file);
  });

export interface MediaApiOptions extends EditorApiOptions {
  /** Replaces the XHR upload (tests). */
  putBytes?: PutBytes;
}

/**
 * Builds the media client; `mediaApi` below is the default one over the page's own origin.
 *
 * @example
 * const media = createMediaApi({ fetch: app.request, baseUrl: 'http://localhost' });
 * const { items } = await media.list({ mediaType: 'image' });
 */
export function createMediaApi(options: MediaApiOptions = {}) {
  const media = typedApi(options).media;

  return {
    /** GET media/list: one page of the library, newest first, with the folders and tags in use. */
    list: async (input: MediaListQuery) => {
      checked(MediaListQuerySchema, input, 'GET media/list');
      return answer(() => media.list.$get({ query: input }), MediaListAnswerSchema, 'GET media/list');
    },
    /** GET media/get: one item (the video poll). */
    get: async (id: string) => {
      const query = checked(MediaGetQuerySchema, { id }, 'GET media/get');
      return answer(() => media.get.$get({ query }), MediaAnswerSchema, 'GET media/get');
    },
    /** GET media/usage: the pages that show the item. */
    usage: async (id: string) => {
      const query = checked(MediaGetQuerySchema, { id }, 'GET media/usage');
      return answer(() => media.usage.$get({ query }), MediaUsageAnswerSchema, 'GET media/usage');
    },
    /** POST media/directUpload: where the bytes of a new file go. */
    directUpload: async (input: v.InferInput<typeof DirectUploadRequestSchema>) => {
      const json = checked(DirectUploadRequestSchema, input, 'POST media/directUpload');
      return answer(
        () => media.directUpload.$post({ json }),
        DirectUploadAnswerSchema,
        'POST media/directUpload',
      );
    },
    /** PUT the bytes to the URL directUpload gave. */
    putBytes: (url: string, file: Blob, onProgress: (fraction: number) => void) =>
      (options.putBytes ?? xhrPutBytes)(url, file, onProgress),
    /** POST media/createEntry: the uploaded file becomes a media row. */
    createEntry: async (uploadId: string) => {
      const json = checked(CreateEntryRequestSchema, { uploadId }, 'POST media/createEntry');
      return answer(() => media.createEntry.$post({ json }), MediaAnswerSchema, 'POST media/createEntry');
    },
    /** POST media/update: alt texts, tags, focal point, name. */
    update: async (input: v.InferInput<typeof MediaUpdateRequestSchema>) => {
      const json = checked(MediaUpdateRequestSchema, input, 'POST media/update');
      return answer(() => media.update.$post({ json }), MediaAnswerSchema, 'POST media/update');
    },
    /** POST media/cropImage: the crop area and focal point (variants are cut from the original). */
    cropImage: async (input: v.InferInput<typeof CropImageRequestSchema>) => {
      const json = checked(CropImageRequestSchema, input, 'POST media/cropImage');
      return answer(() => media.cropImage.$post({ json }), CropImageAnswerSchema, 'POST media/cropImage');
    },
    /** POST media/youtube: a YouTube video by id (always 16:9). */
    youtube: async (input: v.InferInput<typeof YouTubeRequestSchema>) => {
      const json = checked(YouTubeRequestSchema, input, 'POST media/youtube');
      return answer(() => media.youtube.$post({ json }), MediaAnswerSchema, 'POST media/youtube');
    },
    /**
     * POST media/delete. Its answer is the spec's success flag and error string, bare or inside the
     * usual envelope; a refusal becomes an ApiFailure with its code ('media_delete_failed' when the
     * server gave none) and that string ('Failed to delete media' when the server gave none).
     */
    remove: async (item: MediaItem) => {
      const json = checked(
        MediaDeleteRequestSchema,
        {
          mediaId: item.id,
          bucketFolder: item.bucketFolder,
          groupId: item.parentId,
          objectId: item.objectId,
          extension: item.extension,
        },
        'POST media/delete',
      );
      let res: Response;
      try {
        res = await media.delete.$post({ json });
      } catch (error) {
        throw new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: reported below as the fallback text.
      }
      const bare = v.safeParse(MediaDeleteAnswerSchema, body);
      const wrapped = v.safeParse(v.object({ data: MediaDeleteAnswerSchema }), body);
      const result = bare.success ? bare.output : wrapped.success ? wrapped.output.data : null;
      if (res.ok && result?.success) return result;
      const error = errorOf(text);
      const reason = result?.error ?? error?.message ?? MEDIA_ERRORS.delete;
      throw new ApiFailure(res.status, result?.code ?? error?.code ?? 'media_delete_failed', reason);
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;

/** The media client over the page's own origin. */
export const mediaApi: MediaApi = createMediaApi();
