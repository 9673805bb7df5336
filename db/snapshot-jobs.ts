/**
 * The site's own job offers and marketplace items as the jobs and marketplace blocks render them
 * (SiteSnapshot.jobs): published rows only for visitors, every row but the archived ones' for the
 * editor side. Branch contact and title images are resolved here, so views do no lookups.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type {
  JobBoardSnapshot,
  JobBranch,
  JobSnapshot,
  MarketplaceItemSnapshot,
  StaffMember,
} from '../src/lib/api/jobs.ts';
import type { MediaSnapshot } from '../src/lib/content.ts';
import type { Db } from './client.ts';
import { branches, jobs, marketplaceItems, media, settings } from './schema.ts';
import { readSettings } from '../src/lib/settings.ts';
import { toMedia } from './snapshot.ts';

type JobRow = typeof jobs.$inferSelect;
type ItemRow = typeof marketplaceItems.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

/** The staff member named by a row, or null when both names are empty. */
export function staffOf(first: string | null, last: string | null): StaffMember | null {
  const firstName = (first ?? '').trim();
  const lastName = (last ?? '').trim();
  return firstName || lastName ? { firstName, lastName } : null;
}

function branchOf(row: BranchRow | undefined): JobBranch | null {
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    streetNumber: row.streetNumber,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    email: row.emailOverwrite ?? row.email,
  };
}

/** A job row as the view reads it. */
export function jobSnapshot(
  row: JobRow,
  branchById: ReadonlyMap<string, BranchRow>,
  mediaById: ReadonlyMap<string, MediaSnapshot>,
): JobSnapshot {
  return {
    id: row.id,
    title: row.title,
    created: row.created || null,
    workQuota: row.workQuota?.trim() || null,
    description: row.description ?? null,
    titleImages: row.titleImageIds.flatMap((id) => mediaById.get(id) ?? []),
    branch: branchOf(row.branchId ? branchById.get(row.branchId) : undefined),
    staffMember: staffOf(row.staffFirstName, row.staffLastName),
    status: row.status,
  };
}

/** A marketplace row as the view reads it; `siteId` names the site it comes from. */
export function marketplaceSnapshot(
  row: ItemRow,
  siteId: string,
  branchById: ReadonlyMap<string, BranchRow>,
  mediaById: ReadonlyMap<string, MediaSnapshot>,
): MarketplaceItemSnapshot {
  return {
    id: row.id,
    siteId,
    kind: row.kind,
    direction: row.direction,
    title: row.title,
    costChf: row.costChf,
    created: row.created || null,
    description: row.description ?? null,
    titleImage: row.titleImageId ? (mediaById.get(row.titleImageId) ?? null) : null,
    options: {
      toBePickedUp: row.toBePickedUp,
      subjectToPostage: row.subjectToPostage,
      askingPrice: row.askingPrice,
    },
    branch: branchOf(row.branchId ? branchById.get(row.branchId) : undefined),
    staffMember: staffOf(row.staffFirstName, row.staffLastName),
    status: row.status,
  };
}

/**
 * Which rows a side shows: visitors the published ones, the editor's page view all but archived
 * ones, the editor's list ('all') every row but deleted ones.
 */
export type JobSide = 'published' | 'draft' | 'all';
const shownOn = (side: JobSide, status: string) =>
  side === 'published'
    ? status === 'published'
    : status !== 'deleted' && (side === 'all' || status !== 'archived');

/** Loads branches and media the rows name, by id. */
async function lookups(db: Db, branchIds: (string | null)[], mediaIds: (string | null)[]) {
  const bIds = [...new Set(branchIds.filter((id): id is string => !!id))];
  const mIds = [...new Set(mediaIds.filter((id): id is string => !!id))];
  const [branchRows, mediaRows] = await Promise.all([
    bIds.length ? db.select().from(branches).where(inArray(branches.id, bIds)) : [],
    mIds.length ? db.select().from(media).where(inArray(media.id, mIds)) : [],
  ]);
  return {
    branchById: new Map(branchRows.map((b) => [b.id, b])),
    mediaById: new Map(mediaRows.map((m) => [m.id, toMedia(m)])),
  };
}

/**
 * The marketplace items of one site database, newest first: the published ones by default (the
 * network list reads every site through this).
 */
export async function loadMarketplaceItems(
  db: Db,
  siteId: string,
  side: JobSide = 'published',
): Promise<MarketplaceItemSnapshot[]> {
  const rows = (await db.select().from(marketplaceItems).orderBy(desc(marketplaceItems.created))).filter(
    (r) => shownOn(side, r.status),
  );
  const { branchById, mediaById } = await lookups(
    db,
    rows.map((r) => r.branchId),
    rows.map((r) => r.titleImageId),
  );
  const [site] = await db
    .select({ published: settings.published })
    .from(settings)
    .where(eq(settings.id, 'site'));
  // The offering business: on a network, the marketplace lists every site's items together.
  const business = readSettings(site?.published).business.name || null;
  return rows.map((r) => ({ ...marketplaceSnapshot(r, siteId, branchById, mediaById), business }));
}

/** The site's job offers and own marketplace items of one side, newest first. */
export async function loadJobBoard(
  db: Db,
  side: JobSide = 'published',
  siteId = 'default',
): Promise<JobBoardSnapshot> {
  const rows = (await db.select().from(jobs).orderBy(desc(jobs.created))).filter((r) =>
    shownOn(side, r.status),
  );
  const { branchById, mediaById } = await lookups(
    db,
    rows.map((r) => r.branchId),
    rows.flatMap((r) => r.titleImageIds),
  );
  return {
    offers: rows.map((r) => jobSnapshot(r, branchById, mediaById)),
    marketplace: await loadMarketplaceItems(db, siteId, side),
  };
}
