/**
 * Waits for an own video to be ready (editor spec §4): GET media/get every VIDEO_POLL_MS until
 * its status is 'ready'. A failed poll is not the end (the stream service may be slow to answer);
 * the caller stops the wait with an AbortSignal (the panel closed).
 */
import { VIDEO_POLL_MS, type MediaItem } from '../../lib/api/media.ts';
import type { MediaApi } from './media-api.ts';

/** Whether a video row can be played. */
export function isVideoReady(media: MediaItem): boolean {
  return media.videoSettings?.status === 'ready';
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Polls until the video is ready and answers it; rejects when `signal` aborts.
 *
 * @example
 * const ready = await pollVideoUntilReady(mediaApi, created.id, { signal });
 */
export async function pollVideoUntilReady(
  api: Pick<MediaApi, 'get'>,
  id: string,
  options: { signal?: AbortSignal; intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<MediaItem> {
  for (;;) {
    await wait(options.intervalMs ?? VIDEO_POLL_MS, options.signal);
    try {
      const { media } = await api.get(id);
      if (isVideoReady(media)) return media;
    } catch (error) {
      options.onError?.(error);
    }
  }
}
