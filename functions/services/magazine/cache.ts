/**
 * Magazine teasers through the site's `external_cache` (tag 'magazine', key `magazine:post:<id>`):
 * fresh copies are used as they are, missing or expired ones are asked of the feed in one call.
 * When that call fails, the stale copies stay (their `last_error` notes why) and one log line says
 * so; the caller gets what the cache holds.
 */
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { externalCache } from '../../../db/schema.ts';
import { MAGAZINE_CACHE_TAG } from '../../../db/snapshot-magazine.ts';
import {
  MAGAZINE_CACHE_TTL_MS,
  MagazineTeaserSchema,
  magazineCacheKey,
  type MagazineTeaser,
} from '../../../src/lib/magazine/teaser.ts';
import type { MagazineFeed } from './feed.ts';

export interface MagazineCacheOptions {
  now?: Date;
  /** Where the one line about a failed refresh goes. Default console.warn. */
  log?: (line: string) => void;
}

/**
 * The teasers of `postIds` (in that order, unknown ones left out), refreshing missing and
 * expired cache entries from `feed`.
 *
 * @example
 * const [teaser] = await cachedTeasers(db, feed, ['4711']);
 */
export async function cachedTeasers(
  db: Db,
  feed: MagazineFeed,
  postIds: readonly string[],
  options: MagazineCacheOptions = {},
): Promise<MagazineTeaser[]> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return [];
  const now = options.now ?? new Date();
  const log = options.log ?? ((line: string) => console.warn(line));
  const keys = ids.map(magazineCacheKey);
  const rows = await db.select().from(externalCache).where(inArray(externalCache.key, keys));
  const cached = new Map<string, { teaser: MagazineTeaser; fresh: boolean }>();
  for (const row of rows) {
    const parsed = v.safeParse(MagazineTeaserSchema, row.payload);
    if (parsed.success) {
      cached.set(parsed.output.postId, { teaser: parsed.output, fresh: row.expiresAt > now.toISOString() });
    }
  }
  const wanted = ids.filter((id) => !cached.get(id)?.fresh);
  if (wanted.length > 0) {
    try {
      const fetched = await feed.teasers(wanted);
      await storeTeasers(
        db,
        fetched.filter((t) => wanted.includes(t.postId)),
        now,
      );
      for (const teaser of fetched) cached.set(teaser.postId, { teaser, fresh: true });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`[magazine] refresh of ${wanted.length} teaser(s) failed, keeping the cached copy: ${reason}`);
      await db
        .update(externalCache)
        .set({ lastError: reason })
        .where(inArray(externalCache.key, wanted.map(magazineCacheKey)));
    }
  }
  return ids.flatMap((id) => cached.get(id)?.teaser ?? []);
}

/** Writes teasers into the cache (insert or replace), fresh for MAGAZINE_CACHE_TTL_MS. */
export async function storeTeasers(db: Db, teasers: readonly MagazineTeaser[], now: Date): Promise<void> {
  if (teasers.length === 0) return;
  const fetchedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + MAGAZINE_CACHE_TTL_MS).toISOString();
  await db
    .insert(externalCache)
    .values(
      teasers.map((teaser) => ({
        key: magazineCacheKey(teaser.postId),
        tag: MAGAZINE_CACHE_TAG,
        payload: teaser,
        fetchedAt,
        expiresAt,
        lastError: null,
      })),
    )
    .onConflictDoUpdate({
      target: externalCache.key,
      set: {
        payload: sql`excluded.payload`,
        fetchedAt,
        expiresAt,
        lastError: null,
      },
    });
}
