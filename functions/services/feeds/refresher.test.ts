/**
 * The feeds refresher over a seeded site database: the demo's reviews and feed land in
 * external_cache and in the snapshot; a copy is refreshed only when due (or forced); a failing
 * service (500, slow, malformed, from fake servers on 127.0.0.1) keeps the cached copy, notes the
 * error and logs one line; a change re-renders the pages holding the block.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { externalCache, settings } from '../../../db/schema.ts';
import { FEEDS_PAGE_ID, demoReviewSettings } from '../../../db/seed/content/area-feeds.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { loadFeeds } from '../../../db/snapshot-feeds.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { startFakeJsonServer, type FakeJsonServer } from '../../../tests/fixtures/fake-json-server.ts';
import type { PublishedChange } from '../rebuild.ts';
import { demoReviews } from '../reviews/demo.ts';
import { createPlacesReviewsClient } from '../reviews/places-client.ts';
import { demoSocialFeed } from '../social-feed/demo.ts';
import { createFeedWidgetClient } from '../social-feed/widget-client.ts';
import { FEED_TAGS, FEED_TTL_MS, createFeedsRefresher, type FeedsRefresherOptions } from './refresher.ts';

let dir: string;
let handle: DbHandle;
let fake: FakeJsonServer;
let clock: number;
let logs: string[];
let rebuilt: PublishedChange[];

beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-feeds-'));
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  clock = Date.UTC(2026, 10, 26, 12);
  logs = [];
  rebuilt = [];
});
afterEach(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const refresher = (over: Partial<FeedsRefresherOptions> = {}) =>
  createFeedsRefresher({
    db: handle.db,
    reviews: demoReviews,
    social: demoSocialFeed,
    rebuild: { afterPublish: async (change) => void rebuilt.push(change) },
    now: () => new Date(clock),
    log: (message) => void logs.push(message),
    ...over,
  });

/** The refresher's own copies (the seed caches magazine teasers in the same table). */
const cacheRows = () =>
  handle.db
    .select()
    .from(externalCache)
    .where(inArray(externalCache.tag, [...FEED_TAGS]));

describe('feeds refresher', () => {
  it('caches the demo reviews of the business and both branches, and the feed, and re-renders their page', async () => {
    const feeds = refresher();
    expect(await feeds.refresh('reviews')).toEqual({ changed: true, failed: 0 });
    expect(await feeds.refresh('instagramFeed')).toEqual({ changed: true, failed: 0 });
    const keys = (await cacheRows()).map((r) => r.key).sort();
    expect(keys).toEqual(
      [
        'instagram:https://www.instagram.com/optik.sonnenberg.demo',
        `reviews:${demoReviewSettings.placeId}`,
        ...Object.values(demoReviewSettings.branchPlaceIds).map((id) => `reviews:${id}`),
      ].sort(),
    );
    expect(rebuilt).toEqual([
      { pageIds: [FEEDS_PAGE_ID], wholeSite: false, removedPaths: [] },
      { pageIds: [FEEDS_PAGE_ID], wholeSite: false, removedPaths: [] },
    ]);
    const site = await loadSite(handle.db);
    expect(site.reviews?.map((p) => p.branchId)).toEqual([null, 'branch-marktgasse', 'branch-seen']);
    expect(site.instagramPosts?.length).toBeGreaterThan(8);
    // The demo photos are media of the site: their posts carry the item for the image pipeline.
    expect(site.instagramPosts?.every((p) => p.media !== null)).toBe(true);
  });

  it('asks again only when a copy is due, or when forced; an unchanged answer re-renders nothing', async () => {
    const feeds = refresher();
    await feeds.refresh('reviews');
    rebuilt = [];
    clock += FEED_TTL_MS.reviews - 1000;
    const calls: string[] = [];
    const counting = refresher({
      reviews: { placeReviews: (id) => (calls.push(id), demoReviews.placeReviews(id)) },
    });
    expect(await counting.refresh('reviews')).toEqual({ changed: false, failed: 0 });
    expect(calls).toEqual([]);
    expect(await counting.refresh('reviews', { force: true })).toEqual({ changed: false, failed: 0 });
    expect(calls).toHaveLength(3);
    expect(rebuilt).toEqual([]);
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['is slow', { delayMs: 2_000, json: { posts: [] } }],
    ['answers a malformed body', { json: { posts: 'none' } }],
  ])('keeps the cached feed when the service %s, with one log line', async (_name, reply) => {
    await refresher().refresh('instagramFeed');
    const before = await loadFeeds(handle.db);
    fake.reply = reply;
    clock += FEED_TTL_MS.instagramFeed + 1;
    rebuilt = [];
    const failing = refresher({
      social: createFeedWidgetClient({ baseUrl: fake.url, apiKey: 'k', timeoutMs: 200 }),
    });
    expect(await failing.refresh('instagramFeed')).toEqual({ changed: false, failed: 1 });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/instagramFeed .*refresh failed .*the cached copy stays/);
    expect(await loadFeeds(handle.db)).toEqual(before);
    const [row] = await cacheRows();
    expect(row?.lastError).toMatch(/feed service/);
    expect(rebuilt).toEqual([]);
  });

  it('keeps the cached reviews when the reviews service answers 500', async () => {
    await refresher().refresh('reviews');
    fake.reply = { status: 500 };
    const failing = refresher({
      reviews: createPlacesReviewsClient({ baseUrl: fake.url, apiKey: 'k', timeoutMs: 200 }),
    });
    expect(await failing.refresh('reviews', { force: true })).toEqual({ changed: false, failed: 3 });
    expect(logs).toHaveLength(3);
    expect((await loadFeeds(handle.db)).reviews).toHaveLength(3);
  });

  it('drops the copies nobody asks for any more', async () => {
    await refresher().refresh('instagramFeed');
    const [row] = await handle.db.select().from(settings).where(eq(settings.id, 'site'));
    const published = { ...row!.published, socialAccounts: { instagram: null, feedWidget: null } };
    await handle.db.update(settings).set({ published }).where(eq(settings.id, 'site'));
    expect(await refresher().refresh('instagramFeed', { force: true })).toEqual({ changed: true, failed: 0 });
    expect(await cacheRows()).toEqual([]);
    expect((await loadFeeds(handle.db)).instagramPosts).toBeUndefined();
  });

  it('leaves out cached payloads that do not fit', async () => {
    await handle.db.insert(externalCache).values([
      { key: 'reviews:x', tag: 'reviews', payload: { placeId: 'x', reviews: 'many' }, expiresAt: 'z' },
      {
        key: 'instagram:x',
        tag: 'instagramFeed',
        payload: { feedId: 'x', posts: [{ id: 1 }, { id: 'ok', mediaType: 'IMAGE' }] },
        expiresAt: 'z',
      },
    ]);
    expect(await loadFeeds(handle.db)).toEqual({ instagramPosts: [] });
  });
});
