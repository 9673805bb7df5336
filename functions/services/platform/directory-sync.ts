/**
 * The network's business directory in each site's own database: every business of the registry
 * except the site's own one becomes a `businesses` row (isOwnBusiness false) with its branches,
 * rows of businesses that left the network are removed, and what the site tables have no column
 * for (canton, logo URL, whether a health-optics membership is active) is kept as one
 * `external_cache` entry. The own business stays with `syncBusinessFromNetwork`. Runs when a site
 * opens, next to that sync; answers whether anything changed (then the pages re-render).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, businesses, externalCache } from '../../../db/schema.ts';
import { sharedBranchFields } from './branch-fields.ts';
import type { NetworkLookup } from './registry.ts';

/** The external_cache key (and tag) of the directory's extra data. */
export const DIRECTORY_CACHE_KEY = 'network:directory';
export const DIRECTORY_CACHE_TAG = 'directory';

/** What the directory keeps of a business beyond the site tables' columns, by business id. */
export type DirectoryExtras = Record<
  string,
  { canton: string; logoUrl: string | null; healthOptics: { active: boolean } | null }
>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pick = <T extends object>(row: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));

/**
 * Copies every network business but `ownBusinessId` (and its branches) into the site's directory
 * rows; true when something changed.
 */
export async function syncDirectoryFromNetwork(
  network: Pick<NetworkLookup, 'businesses'>,
  db: Db,
  ownBusinessId: string | null,
): Promise<boolean> {
  const all = await network.businesses();
  return db.transaction(async (tx) => {
    let changed = false;
    const ownIds = new Set(
      (await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.isOwnBusiness, true))).map(
        (r) => r.id,
      ),
    );
    if (ownBusinessId) ownIds.add(ownBusinessId);
    const others = all.filter((b) => !ownIds.has(b.id));
    const localBusinesses = await tx.select().from(businesses).where(eq(businesses.isOwnBusiness, false));
    const localById = new Map(localBusinesses.map((b) => [b.id, b]));
    const localBranches = localBusinesses.length
      ? await tx
          .select()
          .from(branches)
          .where(
            inArray(
              branches.businessId,
              localBusinesses.map((b) => b.id),
            ),
          )
      : [];
    const branchById = new Map(localBranches.map((b) => [b.id, b]));

    const gone = localBusinesses.filter((b) => !others.some((o) => o.id === b.id)).map((b) => b.id);
    if (gone.length) {
      await tx.delete(branches).where(inArray(branches.businessId, gone));
      await tx.delete(businesses).where(inArray(businesses.id, gone));
      changed = true;
    }

    for (const business of others) {
      const row = {
        name: business.name,
        logoMediaId: null,
        healthOptics: business.healthOptics && business.healthOpticsActive,
        frequentLens: business.frequentLens,
        isOwnBusiness: false,
      };
      const local = localById.get(business.id);
      if (!local) {
        await tx.insert(businesses).values({ id: business.id, ...row });
        changed = true;
      } else if (!same(pick(local, Object.keys(row)), row)) {
        await tx.update(businesses).set(row).where(eq(businesses.id, business.id));
        changed = true;
      }
      const keep = new Set(business.branches.map((b) => b.id));
      const stale = localBranches
        .filter((b) => b.businessId === business.id && !keep.has(b.id))
        .map((b) => b.id);
      if (stale.length) {
        await tx.delete(branches).where(inArray(branches.id, stale));
        changed = true;
      }
      for (const branch of business.branches) {
        const next = { businessId: business.id, ...sharedBranchFields(branch) };
        const current = branchById.get(branch.id);
        if (!current) {
          // A branch id the site already holds for another business (its own) is left alone.
          const [taken] = await tx
            .select({ id: branches.id })
            .from(branches)
            .where(eq(branches.id, branch.id));
          if (taken) continue;
          await tx.insert(branches).values({ id: branch.id, ...next });
          changed = true;
        } else if (!same(pick(current, Object.keys(next)), next)) {
          await tx.update(branches).set(next).where(eq(branches.id, branch.id));
          changed = true;
        }
      }
    }

    const extras: DirectoryExtras = Object.fromEntries(
      all.map((b) => [
        b.id,
        {
          canton: b.canton,
          logoUrl: b.logoUrl,
          healthOptics: b.healthOptics ? { active: b.healthOpticsActive } : null,
        },
      ]),
    );
    const [cached] = await tx.select().from(externalCache).where(eq(externalCache.key, DIRECTORY_CACHE_KEY));
    if (!cached || !same(cached.payload, extras)) {
      const entry = {
        tag: DIRECTORY_CACHE_TAG,
        payload: extras,
        fetchedAt: new Date().toISOString(),
        // Refreshed whenever the site opens; never served stale by a timer.
        expiresAt: '9999-12-31T00:00:00.000Z',
        lastError: null,
      };
      await tx
        .insert(externalCache)
        .values({ key: DIRECTORY_CACHE_KEY, ...entry })
        .onConflictDoUpdate({ target: externalCache.key, set: entry });
      changed = true;
    }
    return changed;
  });
}
