/**
 * The cached external feeds a snapshot carries (`reviews`, `instagramPosts`), read from the table
 * `external_cache` that functions/services/feeds/refresher.ts fills. Every payload is checked
 * with valibot: a copy that does not fit is left out (a review or post of it, or the whole row).
 * A feed post whose image is one of the site's media items carries that item, so the view can
 * draw it through the image pipeline.
 */
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { FeedPostSnapshot } from '../src/lib/api/snapshot.ts';
import { PlaceReviewsSchema, type PlaceReviews } from '../src/lib/reviews/review.ts';
import { SocialPostSchema, tileImageUrl, type SocialPost } from '../src/lib/social-feed/post.ts';
import type { Db } from './client.ts';
import { externalCache, media } from './schema.ts';
import { toMedia } from './snapshot.ts';

const FeedPayloadSchema = v.object({ feedId: v.string(), posts: v.array(v.unknown()) });

/** The feeds part of a site snapshot; a field is absent when nothing is cached for it. */
export interface SnapshotFeeds {
  reviews?: PlaceReviews[];
  instagramPosts?: FeedPostSnapshot[];
}

/**
 * Reads the cached reviews (the business first, then branches by name) and feed posts.
 *
 * @example
 * const { reviews, instagramPosts } = await loadFeeds(db);
 */
export async function loadFeeds(db: Db): Promise<SnapshotFeeds> {
  const rows = await db
    .select({ key: externalCache.key, tag: externalCache.tag, payload: externalCache.payload })
    .from(externalCache)
    .where(inArray(externalCache.tag, ['reviews', 'instagramFeed']));
  const out: SnapshotFeeds = {};
  const places = rows
    .filter((r) => r.tag === 'reviews')
    .flatMap((r) => {
      const parsed = v.safeParse(PlaceReviewsSchema, r.payload);
      return parsed.success ? [parsed.output] : [];
    })
    .sort(
      (a, b) => Number(a.branchId !== null) - Number(b.branchId !== null) || a.name.localeCompare(b.name),
    );
  if (places.length) out.reviews = places;

  const feedRow = rows.filter((r) => r.tag === 'instagramFeed').sort((a, b) => a.key.localeCompare(b.key))[0];
  const feed = feedRow ? v.safeParse(FeedPayloadSchema, feedRow.payload) : null;
  if (feed?.success) {
    const posts = feed.output.posts.flatMap((raw): SocialPost[] => {
      const parsed = v.safeParse(SocialPostSchema, raw);
      return parsed.success ? [parsed.output] : [];
    });
    const ownUrls = [...new Set(posts.map(tileImageUrl).filter((url) => url.startsWith('/')))];
    const ownMedia = ownUrls.length
      ? await db.select().from(media).where(inArray(media.publicUrl, ownUrls))
      : [];
    const byUrl = new Map(ownMedia.map((m) => [m.publicUrl, toMedia(m)]));
    out.instagramPosts = posts.map((post) => ({ ...post, media: byUrl.get(tileImageUrl(post)) ?? null }));
  }
  return out;
}
