import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_POLL_MS } from '../../lib/api/media.ts';
import { mediaItem } from './fixtures.test-support.ts';
import { isVideoReady, pollVideoUntilReady } from './video-poll.ts';

const video = (status: 'upload' | 'ready') =>
  mediaItem({
    mediaType: 'video',
    mimeType: 'video/mp4',
    videoSettings: {
      source: 'stream',
      uploadId: 'u1',
      status,
      videoId: null,
      aspectRatio: '16:9',
      thumbnailUrl: null,
      playbackUrl: null,
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollVideoUntilReady', () => {
  it('asks every 3 s until the video is ready, riding out a failed poll', async () => {
    const answers = [video('upload'), new Error('busy'), video('ready')];
    const get = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return { media: next! };
    });
    const onError = vi.fn();
    const done = pollVideoUntilReady({ get }, 'media-1', { onError });
    expect(VIDEO_POLL_MS).toBe(3000);
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_MS - 1);
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_MS);
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_MS);
    const ready = await done;
    expect(isVideoReady(ready)).toBe(true);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('stops when the signal aborts', async () => {
    const get = vi.fn(async () => ({ media: video('upload') }));
    const controller = new AbortController();
    const done = pollVideoUntilReady({ get }, 'media-1', { signal: controller.signal });
    const outcome = expect(done).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_MS);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
