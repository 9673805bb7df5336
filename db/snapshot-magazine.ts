/**
 * The health magazine's cached teasers (`external_cache`, tag 'magazine') as the site snapshot
 * carries them: by post id. Stale copies are returned too: a build shows the last good teaser
 * rather than an empty card when the magazine is down. Unreadable rows are skipped.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { MagazineTeaserSchema, type MagazineTeasers } from '../src/lib/magazine/teaser.ts';
import type { Db } from './client.ts';
import { externalCache } from './schema.ts';

/** The cache tag of the magazine's teasers. */
export const MAGAZINE_CACHE_TAG = 'magazine';

/** Every cached magazine teaser, by post id. */
export async function loadMagazineTeasers(db: Pick<Db, 'select'>): Promise<MagazineTeasers> {
  const rows = await db
    .select({ payload: externalCache.payload })
    .from(externalCache)
    .where(eq(externalCache.tag, MAGAZINE_CACHE_TAG));
  const out: MagazineTeasers = {};
  for (const row of rows) {
    const parsed = v.safeParse(MagazineTeaserSchema, row.payload);
    if (parsed.success) out[parsed.output.postId] = parsed.output;
  }
  return out;
}
