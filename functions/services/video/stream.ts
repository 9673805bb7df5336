/**
 * Where own videos go: a stream service takes the bytes through a direct-upload URL and reports
 * when the video can be played. The local default (`ownVideoUploads`) is our own
 * `PUT media/upload/:id` into the media store, ready at once; production uses Cloudflare Stream
 * (./cloudflare-stream.ts).
 */
import { ownUploadUrl } from '../media/item.ts';
import type { VideoState } from '../../../src/lib/api/media.ts';

/** Where the editor sends a new video's bytes. */
export interface DirectUpload {
  uploadUrl: string;
  /** The service's id of the upload (our own upload id for the local default). */
  uploadId: string;
  /** True when the URL is our own `PUT media/upload/:id` (the bytes then go to the media store). */
  own: boolean;
}

/** An upload's state as the service reports it. */
export interface VideoStreamStatus {
  status: VideoState;
  videoId: string | null;
  /** Where a player loads it; null means "the file in our media store" (the local default). */
  playbackUrl: string | null;
  thumbnailUrl: string | null;
}

export interface VideoStreamService {
  /** Opens a direct upload for our pending upload `id` of at most `maxBytes`. */
  createDirectUpload(input: { id: string; maxBytes: number }): Promise<DirectUpload>;
  /** The upload's state (the editor polls media/get until it is ready). */
  status(uploadId: string): Promise<VideoStreamStatus>;
}

/**
 * The local default: the bytes come to our own upload route and are stored by the media store,
 * so a video is ready as soon as its entry exists.
 *
 * @example
 * await ownVideoUploads.createDirectUpload({ id: 'u1', maxBytes: 1 }); // { uploadUrl: '/api/v1/media/upload/u1', ... }
 */
export const ownVideoUploads: VideoStreamService = {
  createDirectUpload: async ({ id }) => ({
    uploadUrl: ownUploadUrl(id),
    uploadId: id,
    own: true,
  }),
  status: async (uploadId) => ({ status: 'ready', videoId: uploadId, playbackUrl: null, thumbnailUrl: null }),
};
