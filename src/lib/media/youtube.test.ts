import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isYouTubeVideoId,
  parseYouTubeUrl,
  youTubeEmbedUrl,
  youTubeThumbnailUrl,
  YOUTUBE_THUMBNAIL_SIZES,
} from './youtube.ts';

const ID = 'dQw4w9WgXcQ';
const idChar = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''),
);
const videoId = fc.array(idChar, { minLength: 11, maxLength: 11 }).map((chars) => chars.join(''));

describe('parseYouTubeUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: true, videoId: ID });
  });

  it.each([
    '',
    'not a url',
    'https://vimeo.com/123456',
    `https://example.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `https://www.youtube.com/channel/${ID}`,
  ])('refuses %s as no YouTube URL', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, error: 'invalidUrl' });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/embed/',
    'https://youtu.be/',
    'https://youtu.be/abc$def%21',
  ])('answers a YouTube URL without a usable id (%s) with noVideoId', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, error: 'noVideoId' });
  });

  it('finds every valid id in every accepted form', () => {
    fc.assert(
      fc.property(videoId, fc.integer({ min: 0, max: 3 }), (id, form) => {
        const url = [
          `https://www.youtube.com/watch?v=${id}`,
          `https://www.youtube.com/embed/${id}`,
          `https://www.youtube-nocookie.com/embed/${id}`,
          `https://youtu.be/${id}`,
        ][form] as string;
        expect(parseYouTubeUrl(url)).toEqual({ ok: true, videoId: id });
        expect(isYouTubeVideoId(id)).toBe(true);
      }),
    );
  });
});

describe('YouTube URLs', () => {
  it('embeds through youtube-nocookie and names every thumbnail size', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(YOUTUBE_THUMBNAIL_SIZES.map((size) => youTubeThumbnailUrl(ID, size))).toEqual([
      `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/mqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/default.jpg`,
    ]);
  });
});
