/**
 * Keeps the site's copies of external feeds fresh: the reviews of the business and its branches
 * (tag 'reviews', every 6 h) and the photo-sharing feed (tag 'instagramFeed', every hour), in the
 * site database table `external_cache`, which the build reads (db/snapshot-feeds.ts). A refresh
 * asks the service only for copies past their `expiresAt` (or all of a tag when forced, as
 * POST /api/v1/revalidate/tag does); a failed call keeps the stale copy, notes the error on its
 * row and logs one line. When a copy changes, the published pages holding a block that shows it
 * are re-rendered through the rebuild service.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, externalCache, groups, settings } from '../../../db/schema.ts';
import type { PlaceReviews } from '../../../src/lib/reviews/review.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import type { SocialPost } from '../../../src/lib/social-feed/post.ts';
import type { RebuildService } from '../rebuild.ts';
import type { ReviewsService } from '../reviews/service.ts';
import { MAX_FEED_POSTS, type SocialFeedService } from '../social-feed/service.ts';

/** The cache tags this refresher fills. */
export const FEED_TAGS = ['reviews', 'instagramFeed'] as const;
export type FeedTag = (typeof FEED_TAGS)[number];

/** How long a copy stays fresh, by tag. */
export const FEED_TTL_MS: Record<FeedTag, number> = {
  reviews: 6 * 60 * 60_000,
  instagramFeed: 60 * 60_000,
};

/** The block type that shows each tag's copies (its pages re-render when they change). */
const BLOCK_OF: Record<FeedTag, string> = { reviews: 'reviewSlider', instagramFeed: 'instagramFeed' };

/** The cached answer of the feed (tag 'instagramFeed'). */
export interface FeedPayload {
  feedId: string;
  posts: SocialPost[];
}

export interface RefreshResult {
  /** Whether any copy of the tag changed (then its pages were re-rendered). */
  changed: boolean;
  /** Calls that failed (their stale copies stayed). */
  failed: number;
}

export interface FeedsRefresher {
  /** Refreshes the copies of a tag that are due (all of them with `force`). */
  refresh(tag: FeedTag, options?: { force?: boolean }): Promise<RefreshResult>;
  /** Refreshes what is due now, then each tag on its own period (Node). */
  start(): void;
  /** Stops the timers and waits for a running refresh. */
  stop(): Promise<void>;
}

/** A refresher that fetches nothing (tests, Workers until a cron trigger calls one). */
export const noFeeds: FeedsRefresher = {
  refresh: async () => ({ changed: false, failed: 0 }),
  start: () => {},
  stop: async () => {},
};

export interface FeedsRefresherOptions {
  db: Db;
  reviews: ReviewsService;
  social: SocialFeedService;
  /** Re-renders the pages that show a changed copy. */
  rebuild: Pick<RebuildService, 'afterPublish'>;
  now?: () => Date;
  log?: (message: string) => void;
  /** Timer periods by tag (default FEED_TTL_MS). */
  periodMs?: Partial<Record<FeedTag, number>>;
}

/** One copy the settings ask for: its cache key and how to fetch its payload. */
interface Wanted {
  key: string;
  fetch: () => Promise<unknown>;
}

/**
 * The feeds refresher of one site.
 *
 * @example
 * const feeds = createFeedsRefresher({ db, reviews: demoReviews, social: demoSocialFeed, rebuild });
 * feeds.start();
 */
export function createFeedsRefresher(options: FeedsRefresherOptions): FeedsRefresher {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(`[lunette] ${message}`));
  const timers: ReturnType<typeof setInterval>[] = [];
  const running = new Map<FeedTag, Promise<RefreshResult>>();

  async function wantedCopies(tag: FeedTag): Promise<Wanted[]> {
    const [row] = await db
      .select({ published: settings.published })
      .from(settings)
      .where(eq(settings.id, 'site'));
    const site = readSettings(row?.published);
    if (tag === 'instagramFeed') {
      const feedId = site.socialAccounts.feedWidget ?? site.socialAccounts.instagram;
      if (!feedId) return [];
      return [
        {
          key: `instagram:${feedId}`,
          fetch: async (): Promise<FeedPayload> => ({
            feedId,
            posts: await options.social.latestPosts(feedId, MAX_FEED_POSTS),
          }),
        },
      ];
    }
    const own = site.business.businessId
      ? await db
          .select()
          .from(branches)
          .where(and(eq(branches.businessId, site.business.businessId), eq(branches.active, true)))
      : [];
    const places: Omit<PlaceReviews, 'rating' | 'ratingCount' | 'reviews'>[] = [];
    if (site.reviews.placeId) {
      places.push({
        placeId: site.reviews.placeId,
        branchId: null,
        name: site.business.name ?? '',
        city: site.business.city,
      });
    }
    for (const branch of own) {
      const placeId = site.reviews.branchPlaceIds[branch.id];
      if (placeId) places.push({ placeId, branchId: branch.id, name: branch.name, city: branch.city });
    }
    return places.map((place) => ({
      key: `reviews:${place.placeId}`,
      fetch: async (): Promise<PlaceReviews> => {
        const details = await options.reviews.placeReviews(place.placeId);
        return {
          ...place,
          name: place.name || details.name,
          rating: details.rating,
          ratingCount: details.ratingCount,
          reviews: details.reviews,
        };
      },
    }));
  }

  async function pagesShowing(tag: FeedTag): Promise<string[]> {
    const rows = await db
      .selectDistinct({ pageId: groups.pageId })
      .from(groups)
      .where(and(eq(groups.type, BLOCK_OF[tag]), isNotNull(groups.publishedAt)));
    return rows.map((r) => r.pageId);
  }

  async function refreshNow(tag: FeedTag, force: boolean): Promise<RefreshResult> {
    const at = now();
    const rows = await db.select().from(externalCache).where(eq(externalCache.tag, tag));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const wanted = await wantedCopies(tag);
    let changed = false;
    let failed = 0;
    for (const copy of wanted) {
      const row = byKey.get(copy.key);
      if (!force && row && row.expiresAt > at.toISOString()) continue;
      try {
        const payload = await copy.fetch();
        if (!row || JSON.stringify(row.payload) !== JSON.stringify(payload)) changed = true;
        const values = {
          tag,
          payload,
          fetchedAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + FEED_TTL_MS[tag]).toISOString(),
          lastError: null,
        };
        await db
          .insert(externalCache)
          .values({ key: copy.key, ...values })
          .onConflictDoUpdate({ target: externalCache.key, set: values });
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        log(
          `${tag} ${copy.key}: refresh failed (${reason}); ${row ? 'the cached copy stays' : 'no copy yet'}`,
        );
        if (row) {
          await db.update(externalCache).set({ lastError: reason }).where(eq(externalCache.key, copy.key));
        }
      }
    }
    const keep = new Set(wanted.map((w) => w.key));
    const gone = rows.filter((r) => !keep.has(r.key)).map((r) => r.key);
    if (gone.length) {
      await db.delete(externalCache).where(inArray(externalCache.key, gone));
      changed = true;
    }
    if (changed) {
      const pageIds = await pagesShowing(tag);
      if (pageIds.length) await options.rebuild.afterPublish({ pageIds, wholeSite: false, removedPaths: [] });
    }
    return { changed, failed };
  }

  function refresh(tag: FeedTag, { force = false }: { force?: boolean } = {}): Promise<RefreshResult> {
    // One refresh of a tag at a time: a forced one waits for the running one, then runs itself.
    const previous = running.get(tag) ?? Promise.resolve({ changed: false, failed: 0 });
    const next = previous.catch(() => null).then(() => refreshNow(tag, force));
    running.set(tag, next);
    return next;
  }

  const refreshLogged = (tag: FeedTag) =>
    refresh(tag).catch((error: unknown) => log(`${tag}: refresh failed: ${String(error)}`));

  return {
    refresh,
    start() {
      for (const tag of FEED_TAGS) {
        void refreshLogged(tag);
        const timer = setInterval(() => void refreshLogged(tag), options.periodMs?.[tag] ?? FEED_TTL_MS[tag]);
        timer.unref?.();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}

/** Whether a revalidation tag is one of the feeds' ('reviews', 'instagramFeed'). */
export function isFeedTag(tag: string): tag is FeedTag {
  return (FEED_TAGS as readonly string[]).includes(tag);
}
