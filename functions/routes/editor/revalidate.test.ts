/** POST /revalidate/tag over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '../../../src/lib/api/common.ts';
import { createApp } from '../../app.ts';
import type { FeedTag } from '../../services/feeds/refresher.ts';
import { call, fakeAuth, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

describe('POST /api/v1/revalidate/tag', () => {
  it.each(CACHE_TAGS)('confirms the cache tag %s', async (tag) => {
    const res = await call(app, '/revalidate/tag', { tag });
    expect(res).toEqual({ status: 200, body: { success: true, data: { tag, revalidated: true } } });
  });
  it('refuses unknown tags', async () => {
    expect((await call(app, '/revalidate/tag', { tag: 'group-home-hero' })).status).toBe(400);
  });
  it('refetches a feed tag now, forced', async () => {
    const asked: [FeedTag, { force?: boolean } | undefined][] = [];
    const feeds = {
      refresh: async (tag: FeedTag, options?: { force?: boolean }) => {
        asked.push([tag, options]);
        return { changed: true, failed: 0 };
      },
      start: () => {},
      stop: async () => {},
    };
    const withFeeds = createApp({ db: t.db, services: { auth: fakeAuth, feeds } });
    expect((await call(withFeeds, '/revalidate/tag', { tag: 'reviews' })).status).toBe(200);
    expect((await call(withFeeds, '/revalidate/tag', { tag: 'instagramFeed' })).status).toBe(200);
    expect((await call(withFeeds, '/revalidate/tag', { tag: 'pages' })).status).toBe(200);
    expect(asked).toEqual([
      ['reviews', { force: true }],
      ['instagramFeed', { force: true }],
    ]);
  });
});
