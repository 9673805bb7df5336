/**
 * Loads the network's business directory from a site's own rows (copied there by
 * functions/services/platform/directory-sync.ts): every business with its programmes, logo and
 * branches, plus the canton and logo URL the sync keeps in `external_cache`, and the public
 * holidays of each business's canton for the coming months (./snapshot-holidays.ts: the island's
 * "open now" needs them, and date-holidays must stay on the server).
 */
import { eq, inArray } from 'drizzle-orm';
import type { DirectoryBusiness } from '../src/lib/api/snapshot.ts';
import type { Db } from './client.ts';
import { branches, businesses, externalCache, media } from './schema.ts';
import { directoryHolidays } from './snapshot-holidays.ts';
import { toMedia } from './snapshot.ts';

/** The key of the sync's extra data (canton, logo URL, active membership) in external_cache. */
const DIRECTORY_CACHE_KEY = 'network:directory';

type Extras = Record<
  string,
  { canton?: string; logoUrl?: string | null; healthOptics?: { active: boolean } | null } | undefined
>;

/** Where a business without a known canton is (the network's home canton). */
const DEFAULT_CANTON = 'ZH';

/**
 * The directory, businesses in name order, their branches in name order; holidays from the day
 * of `now` on.
 */
export async function loadDirectory(db: Db, now: Date = new Date()): Promise<DirectoryBusiness[]> {
  const [businessRows, branchRows, [cached]] = await Promise.all([
    db.select().from(businesses).orderBy(businesses.name),
    db.select().from(branches).orderBy(branches.name),
    db.select().from(externalCache).where(eq(externalCache.key, DIRECTORY_CACHE_KEY)),
  ]);
  const extras = (cached?.payload && typeof cached.payload === 'object' ? cached.payload : {}) as Extras;
  const logoIds = businessRows.map((b) => b.logoMediaId).filter((id): id is string => id !== null);
  const logos = logoIds.length ? await db.select().from(media).where(inArray(media.id, logoIds)) : [];
  const logoById = new Map(logos.map((m) => [m.id, toMedia(m)]));
  return businessRows.map((business) => {
    const extra = extras[business.id];
    const canton = extra?.canton ?? DEFAULT_CANTON;
    const logoMedia = business.logoMediaId ? (logoById.get(business.logoMediaId) ?? null) : null;
    const logoUrl = extra?.logoUrl ?? null;
    return {
      id: business.id,
      name: business.name,
      canton,
      logo: logoMedia || logoUrl ? { media: logoMedia, url: logoUrl, name: business.name } : null,
      programmes: {
        healthOptics:
          extra?.healthOptics !== undefined
            ? extra.healthOptics
            : business.healthOptics
              ? { active: true }
              : null,
        frequentLens: business.frequentLens,
      },
      branches: branchRows
        .filter((b) => b.businessId === business.id)
        .map((b) => ({
          id: b.id,
          name: b.name,
          active: b.active,
          street: b.street,
          streetNumber: b.streetNumber,
          zip: b.zip,
          city: b.city,
          phone: b.phone,
          openingHours: b.openingHours,
          specialHours: b.specialHours,
        })),
      holidays: directoryHolidays(canton, now),
    };
  });
}
