/**
 * The video service a deployment uses: Cloudflare Stream when STREAM_ACCOUNT_ID and
 * STREAM_API_TOKEN are set (STREAM_API_URL overrides the API root), else own uploads into the
 * media store.
 */
import { createCloudflareStream } from './cloudflare-stream.ts';
import { ownVideoUploads, type VideoStreamService } from './stream.ts';

export interface StreamEnv {
  STREAM_ACCOUNT_ID?: string | undefined;
  STREAM_API_TOKEN?: string | undefined;
  STREAM_API_URL?: string | undefined;
}

/**
 * @example
 * const video = videoFromEnv(process.env); // ownVideoUploads without STREAM_* variables
 */
export function videoFromEnv(env: StreamEnv): VideoStreamService {
  if (!env.STREAM_ACCOUNT_ID || !env.STREAM_API_TOKEN) return ownVideoUploads;
  return createCloudflareStream({
    accountId: env.STREAM_ACCOUNT_ID,
    apiToken: env.STREAM_API_TOKEN,
    baseUrl: env.STREAM_API_URL,
  });
}
