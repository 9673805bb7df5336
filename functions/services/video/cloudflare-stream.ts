/**
 * The production video service: Cloudflare Stream's direct creator uploads. `media/directUpload`
 * asks Stream for a one-time upload URL (the editor sends the bytes there, never through the
 * Worker), and `media/get` asks Stream whether the video is ready to play. Configured by
 * STREAM_ACCOUNT_ID and STREAM_API_TOKEN; STREAM_API_URL points elsewhere (tests: a fake server).
 */
import type { DirectUpload, VideoStreamService, VideoStreamStatus } from './stream.ts';

/** Cloudflare's API root. */
export const STREAM_API_URL = 'https://api.cloudflare.com/client/v4';
/** The longest video Stream accepts from the editor, in seconds. */
const MAX_DURATION_SECONDS = 3600;

export interface CloudflareStreamConfig {
  accountId: string;
  apiToken: string;
  /** The API root (default Cloudflare's). */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
}

/** Stream answered something we cannot use (no upload URL, an error envelope, a bad status). */
export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamError';
  }
}

interface Envelope<T> {
  success?: boolean;
  result?: T | null;
}

/**
 * A Stream client.
 *
 * @example
 * const video = createCloudflareStream({ accountId: env.STREAM_ACCOUNT_ID, apiToken: env.STREAM_API_TOKEN });
 */
export function createCloudflareStream(config: CloudflareStreamConfig): VideoStreamService {
  const base = `${(config.baseUrl ?? STREAM_API_URL).replace(/\/+$/u, '')}/accounts/${encodeURIComponent(config.accountId)}/stream`;
  const send = config.fetch ?? fetch;
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await send(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' },
    });
    const body = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || !body?.success || !body.result) throw new StreamError(`stream ${path}: ${res.status}`);
    return body.result;
  }
  return {
    async createDirectUpload({ id, maxBytes }): Promise<DirectUpload> {
      const result = await call<{ uploadURL?: string; uid?: string }>('/direct_upload', {
        method: 'POST',
        body: JSON.stringify({
          maxDurationSeconds: MAX_DURATION_SECONDS,
          meta: { lunetteUploadId: id, maxBytes },
        }),
      });
      if (!result.uploadURL || !result.uid) throw new StreamError('Upload URL or ID missing');
      return { uploadUrl: result.uploadURL, uploadId: result.uid, own: false };
    },
    async status(uploadId): Promise<VideoStreamStatus> {
      const video = await call<{
        uid: string;
        readyToStream?: boolean;
        thumbnail?: string;
        playback?: { hls?: string };
      }>(`/${encodeURIComponent(uploadId)}`);
      const ready = video.readyToStream === true && typeof video.playback?.hls === 'string';
      return {
        status: ready ? 'ready' : 'upload',
        videoId: video.uid,
        playbackUrl: ready ? (video.playback?.hls ?? null) : null,
        thumbnailUrl: video.thumbnail ?? null,
      };
    },
  };
}
