/** Contract test of the feed-widget client against a fake service on 127.0.0.1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeJsonServer, type FakeJsonServer } from '../../../tests/fixtures/fake-json-server.ts';
import { FeedFetchError } from '../feeds/fetch-json.ts';
import { DEMO_FEED_ACCOUNT, demoSocialFeed } from './demo.ts';
import { createFeedWidgetClient } from './widget-client.ts';

const feed = {
  posts: [
    {
      id: 17,
      mediaType: 'IMAGE',
      mediaUrl: 'https://cdn.example/a.jpg',
      permalink: 'https://www.instagram.com/p/a/',
      prunedCaption: 'Herbst',
      timestamp: '2026-11-01T09:00:00.000Z',
      sizes: { medium: { mediaUrl: 'https://cdn.example/a-medium.jpg' } },
    },
    {
      id: 'v1',
      mediaType: 'video',
      mediaUrl: 'https://cdn.example/v.mp4',
      thumbnailUrl: 'https://cdn.example/v.jpg',
      permalink: 'https://www.instagram.com/p/v/',
      prunedCaption: null,
      timestamp: '2026-11-02T09:00:00.000Z',
    },
    { id: 'bad', mediaType: 'IMAGE', mediaUrl: 'javascript:alert(1)', permalink: 'x', timestamp: 'now' },
    'not a post',
  ],
};

let fake: FakeJsonServer;
beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(async () => {
  await fake.close();
});

const client = () => createFeedWidgetClient({ baseUrl: fake.url, apiKey: 'feed-key', timeoutMs: 300 });

describe('feed-widget client', () => {
  it('asks for the feed with the bearer key and keeps the posts that fit, newest first', async () => {
    fake.reply = { json: feed };
    const posts = await client().latestPosts('widget 1', 8);
    const request = fake.requests.at(-1)!;
    expect(request.url).toBe('/feeds/widget%201?limit=8');
    expect(request.headers.authorization).toBe('Bearer feed-key');
    expect(posts).toEqual([
      {
        id: 'v1',
        mediaType: 'VIDEO',
        mediaUrl: 'https://cdn.example/v.mp4',
        thumbnailUrl: 'https://cdn.example/v.jpg',
        permalink: 'https://www.instagram.com/p/v/',
        caption: '',
        timestamp: '2026-11-02T09:00:00.000Z',
      },
      {
        id: '17',
        mediaType: 'IMAGE',
        mediaUrl: 'https://cdn.example/a.jpg',
        thumbnailUrl: 'https://cdn.example/a-medium.jpg',
        permalink: 'https://www.instagram.com/p/a/',
        caption: 'Herbst',
        timestamp: '2026-11-01T09:00:00.000Z',
      },
    ]);
  });

  it.each([
    ['a body that is not JSON', { raw: '{"posts": [' }, /not JSON/],
    ['a malformed body', { json: { data: [] } }, /malformed/],
    ['a server error', { status: 500 }, /answered 500/],
    ['a slow answer', { delayMs: 2_000, json: feed }, /within 300 ms/],
  ])('fails with one clear error on %s', async (_name, reply, message) => {
    fake.reply = reply;
    const error = await client()
      .latestPosts('w', 8)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('demo feed', () => {
  it('has posts (videos among them) for the demo account only', async () => {
    const posts = await demoSocialFeed.latestPosts(`https://www.instagram.com/${DEMO_FEED_ACCOUNT}`, 8);
    expect(posts).toHaveLength(8);
    expect(posts.some((p) => p.mediaType === 'VIDEO')).toBe(true);
    expect(posts.every((p) => p.mediaUrl.startsWith('/media/demo/'))).toBe(true);
    expect(await demoSocialFeed.latestPosts('https://www.instagram.com/optik.seeblick.demo', 8)).toHaveLength(
      8,
    );
    expect(await demoSocialFeed.latestPosts('https://www.instagram.com/someone.else', 8)).toEqual([]);
  });
});
