import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SocialPostSchema, tileImageUrl, type SocialPost } from './post.ts';

const post: SocialPost = {
  id: '1',
  mediaType: 'VIDEO',
  mediaUrl: 'https://cdn.example/video.mp4',
  thumbnailUrl: 'https://cdn.example/still.jpg',
  permalink: 'https://www.instagram.com/p/abc/',
  caption: 'Neu im Laden',
  timestamp: '2026-11-01T09:00:00.000Z',
};

describe('SocialPostSchema', () => {
  it('accepts site paths and http(s) URLs', () => {
    expect(v.parse(SocialPostSchema, { ...post, mediaUrl: '/media/demo/a.jpg' }).mediaUrl).toBe(
      '/media/demo/a.jpg',
    );
  });

  it.each([
    ['javascript: permalink', { permalink: 'javascript:alert(1)' }],
    ['protocol-relative image', { mediaUrl: '//evil.example/a.jpg' }],
    ['data: thumbnail', { thumbnailUrl: 'data:image/png;base64,AAAA' }],
    ['unknown media type', { mediaType: 'REEL' }],
    ['bad timestamp', { timestamp: 'yesterday' }],
  ])('refuses a %s', (_name, change) => {
    expect(v.safeParse(SocialPostSchema, { ...post, ...change }).success).toBe(false);
  });
});

describe('tileImageUrl', () => {
  it('shows a video by its still and an image by itself', () => {
    expect(tileImageUrl(post)).toBe('https://cdn.example/still.jpg');
    expect(tileImageUrl({ ...post, mediaType: 'IMAGE', thumbnailUrl: null })).toBe(post.mediaUrl);
  });
});
