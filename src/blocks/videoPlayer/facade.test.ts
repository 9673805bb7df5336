/** The video facade's rules: what plays, its poster, aspect ratio, player URL and states. */
import { describe, expect, it } from 'vitest';
import type { MediaSnapshot } from '../../lib/content.ts';
import { cssAspectRatio, facadeNext, playableOf, youTubePlayerUrl } from './facade.ts';

const base: MediaSnapshot = {
  id: 'v',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  mimeType: 'video/youtube',
  width: null,
  height: null,
  alt: {},
  focalPoint: null,
  blurHash: null,
};
const settings = {
  source: 'youtube' as const,
  uploadId: null,
  status: 'ready' as const,
  videoId: 'aqz-KE-bpKQ',
  aspectRatio: '16:9',
  thumbnailUrl: '/media/demo/default/library/video-poster.jpg',
  playbackUrl: null,
};

describe('playableOf', () => {
  it('plays a YouTube video with its own poster, hq as the fallback', () => {
    expect(playableOf({ ...base, video: settings })).toEqual({
      source: 'youtube',
      videoId: 'aqz-KE-bpKQ',
      poster: '/media/demo/default/library/video-poster.jpg',
      fallbackPoster: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      aspect: '16:9',
    });
    expect(playableOf({ ...base, video: { ...settings, thumbnailUrl: null } })).toMatchObject({
      poster: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg',
    });
  });

  it('plays an own video from its playback URL once ready, or a stored video file', () => {
    const own = {
      ...settings,
      source: 'stream' as const,
      videoId: 'x',
      thumbnailUrl: null,
      playbackUrl: '/media/v.mp4',
    };
    expect(playableOf({ ...base, video: own })).toEqual({
      source: 'stream',
      playbackUrl: '/media/v.mp4',
      poster: null,
      aspect: '16:9',
    });
    expect(playableOf({ ...base, video: { ...own, status: 'upload' } })).toBeNull();
    expect(playableOf({ ...base, url: '/media/a.mp4', mimeType: 'video/mp4', video: null })).toMatchObject({
      playbackUrl: '/media/a.mp4',
    });
  });

  it('has nothing to play without media or a YouTube id', () => {
    expect(playableOf(null)).toBeNull();
    expect(playableOf({ ...base, video: { ...settings, videoId: null } })).toBeNull();
    expect(playableOf({ ...base, mimeType: 'image/jpeg', video: null })).toBeNull();
  });
});

describe('cssAspectRatio', () => {
  it('reads the setting and defaults to 16:9', () => {
    expect(cssAspectRatio('4:3')).toBe('4 / 3');
    expect(cssAspectRatio(null)).toBe('16 / 9');
    expect(cssAspectRatio('wide')).toBe('16 / 9');
    expect(cssAspectRatio('0:9')).toBe('16 / 9');
  });
});

describe('youTubePlayerUrl', () => {
  it('loads youtube-nocookie with autoplay, muted only when it starts by itself, looping when asked', () => {
    expect(youTubePlayerUrl('aqz-KE-bpKQ', { muted: false, loop: false })).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(youTubePlayerUrl('aqz-KE-bpKQ', { muted: true, loop: true })).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&mute=1&loop=1&playlist=aqz-KE-bpKQ',
    );
  });
});

describe('facadeNext', () => {
  it('loads the player only on a click, or in view with autoplay; an error is final', () => {
    expect(facadeNext('poster', 'inView', { autoplay: false })).toBe('poster');
    expect(facadeNext('poster', 'inView', { autoplay: true })).toBe('playing');
    expect(facadeNext('poster', 'play', { autoplay: false })).toBe('playing');
    expect(facadeNext('playing', 'error', { autoplay: false })).toBe('error');
    expect(facadeNext('error', 'play', { autoplay: true })).toBe('error');
  });
});
