/**
 * The network lookup is the source of a site's business data: the registry holds each business
 * (name, contact, programmes) and its branches (address, opening hours). When a site opens, and
 * after the lookup changed (POST /api/v1/optician, the site CLI), this copies its business into
 * the site's own rows — the settings' `business` (what the header and footer show with
 * `useBusinessDataFromLookUp`), the own directory row (health-optics membership, which unlocks the
 * boxes reserved to members) and the branches' addresses and opening hours — on both the draft
 * and the published side. Answers whether anything changed (then the pages must re-render).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, businesses, settings } from '../../../db/schema.ts';
import { sharedBranchFields } from './branch-fields.ts';
import type { NetworkLookup } from './registry.ts';

type Business = Awaited<ReturnType<NetworkLookup['businesses']>>[number];

/** The business's contact data as the settings keep it (the main branch: first active one by name). */
export function businessSettingsOf(business: Business): Record<string, string | null> {
  const main = business.branches
    .filter((b) => b.active)
    .sort((a, b) => a.name.localeCompare(b.name, 'de-CH'))[0];
  return {
    name: business.name,
    ...(business.legalName ? { legalName: business.legalName } : {}),
    email: business.email ?? main?.email ?? null,
    phone: business.phone ?? main?.phone ?? null,
    street: main?.street ?? null,
    streetNumber: main?.streetNumber ?? null,
    zip: main?.zip ?? null,
    city: main?.city ?? null,
    canton: business.canton,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Copies the network's data of `businessId` into the site's database; true when something changed. */
export async function syncBusinessFromNetwork(
  network: Pick<NetworkLookup, 'businesses'>,
  db: Db,
  businessId: string,
): Promise<boolean> {
  const [business] = await network.businesses([businessId]);
  if (!business) return false;
  const contact = businessSettingsOf(business);
  return db.transaction(async (tx) => {
    let changed = false;
    const [row] = await tx.select().from(settings).where(eq(settings.id, 'site'));
    if (row) {
      const merge = (side: unknown) => {
        const value = (side && typeof side === 'object' ? side : {}) as Record<string, unknown>;
        const current = (value['business'] ?? {}) as Record<string, unknown>;
        const next = { ...current, ...contact, businessId };
        return same(current, next) ? null : { ...value, business: next };
      };
      const draft = merge(row.draft);
      const published = merge(row.published);
      if (draft || published) {
        await tx
          .update(settings)
          // A new revision: an editor's open settings panel reloads instead of writing the old data back.
          .set({
            ...(draft ? { draft } : {}),
            ...(published ? { published } : {}),
            revision: sql`${settings.revision} + 1`,
          })
          .where(eq(settings.id, 'site'));
        changed = true;
      }
    }
    const member = business.healthOptics && business.healthOpticsActive;
    const [own] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
    if (
      own &&
      (own.healthOptics !== member ||
        own.frequentLens !== business.frequentLens ||
        own.name !== business.name)
    ) {
      await tx
        .update(businesses)
        .set({ healthOptics: member, frequentLens: business.frequentLens, name: business.name })
        .where(eq(businesses.id, businessId));
      changed = true;
    }
    for (const branch of business.branches) {
      const [local] = await tx.select().from(branches).where(eq(branches.id, branch.id));
      if (!local) continue;
      const next = sharedBranchFields(branch);
      const current = Object.fromEntries(Object.keys(next).map((k) => [k, local[k as keyof typeof local]]));
      if (!same(current, next)) {
        await tx.update(branches).set(next).where(eq(branches.id, branch.id));
        changed = true;
      }
    }
    return changed;
  });
}
