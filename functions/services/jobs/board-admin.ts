/**
 * The editor's writes to the site's own job offers and marketplace items: add, update, change
 * status (draft, published, archived). Every change re-renders the pages that hold a jobs or
 * marketplace block (their groups in the site database), so the change is live at once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, groups, jobs, marketplaceItems } from '../../../db/schema.ts';
import { loadJobBoard, loadMarketplaceItems } from '../../../db/snapshot-jobs.ts';
import type { JobInput, JobSnapshot, MarketplaceItemSnapshot } from '../../../src/lib/api/jobs.ts';
import type { MarketplaceItemInput } from '../../../src/lib/api/marketplace.ts';
import type { ContentStatus } from '../../../src/lib/content.ts';
import { plainToContent } from '../../../src/lib/jobs/board.ts';
import { ApiError } from '../../errors.ts';
import type { RebuildService } from '../rebuild.ts';

/** What a write needs besides the database. */
export interface BoardDeps {
  now: Date;
  rebuild: RebuildService;
  /** The site id the marketplace answer names (services.mediaTenant). */
  siteId: string;
}

/** Block types whose pages show job-board data. */
export const BOARD_BLOCK_TYPES = ['jobs', 'marketplace'] as const;

/** Re-renders the pages that hold a jobs or marketplace block. */
export async function rebuildBoardPages(db: Db, rebuild: RebuildService): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pageId: groups.pageId })
    .from(groups)
    .where(inArray(groups.type, [...BOARD_BLOCK_TYPES]));
  const pageIds = rows.map((r) => r.pageId);
  if (pageIds.length) await rebuild.afterPublish({ pageIds, wholeSite: false, removedPaths: [] });
  return pageIds;
}

async function checkBranch(db: Db, branchId: string | null | undefined): Promise<void> {
  if (!branchId) return;
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!row) throw new ApiError(400, 'branch_not_found');
}

const staffColumns = (staff: { firstName: string; lastName: string } | undefined) =>
  staff === undefined
    ? {}
    : { staffFirstName: staff.firstName || null, staffLastName: staff.lastName || null };

/** Every job of the site but deleted ones, newest first (the editor's list). */
export async function listJobs(db: Db): Promise<JobSnapshot[]> {
  return (await loadJobBoard(db, 'all')).offers;
}

async function jobById(db: Db, id: string): Promise<JobSnapshot> {
  const job = (await listJobs(db)).find((j) => j.id === id);
  if (!job) throw new ApiError(404, 'not_found');
  return job;
}

/** Adds a job (published unless the input says otherwise). */
export async function addJob(db: Db, input: JobInput, deps: BoardDeps): Promise<JobSnapshot> {
  await checkBranch(db, input.branchId);
  const id = `job-${crypto.randomUUID()}`;
  await db.insert(jobs).values({
    id,
    title: input.title,
    created: deps.now.toISOString(),
    workQuota: input.workQuota || null,
    description: plainToContent(input.description ?? ''),
    branchId: input.branchId ?? null,
    ...staffColumns(input.staffMember),
    status: input.status ?? 'published',
  });
  await rebuildBoardPages(db, deps.rebuild);
  return jobById(db, id);
}

/** Replaces a job's fields; 404 when this site has no such job. */
export async function updateJob(db: Db, id: string, input: JobInput, deps: BoardDeps): Promise<JobSnapshot> {
  await checkBranch(db, input.branchId);
  const updated = await db
    .update(jobs)
    .set({
      title: input.title,
      workQuota: input.workQuota || null,
      ...(input.description !== undefined ? { description: plainToContent(input.description) } : {}),
      ...(input.branchId !== undefined ? { branchId: input.branchId } : {}),
      ...staffColumns(input.staffMember),
      ...(input.status ? { status: input.status } : {}),
    })
    .where(eq(jobs.id, id))
    .returning({ id: jobs.id });
  if (updated.length === 0) throw new ApiError(404, 'not_found');
  await rebuildBoardPages(db, deps.rebuild);
  return jobById(db, id);
}

/** Publishes, archives or drafts a job. */
export async function setJobStatus(
  db: Db,
  id: string,
  status: ContentStatus,
  deps: BoardDeps,
): Promise<JobSnapshot> {
  const updated = await db.update(jobs).set({ status }).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (updated.length === 0) throw new ApiError(404, 'not_found');
  await rebuildBoardPages(db, deps.rebuild);
  return jobById(db, id);
}

/** Every own marketplace item but deleted ones, newest first (the editor's list). */
export async function listItems(db: Db, siteId: string): Promise<MarketplaceItemSnapshot[]> {
  return loadMarketplaceItems(db, siteId, 'all');
}

async function itemById(db: Db, id: string, siteId: string): Promise<MarketplaceItemSnapshot> {
  const item = (await listItems(db, siteId)).find((i) => i.id === id);
  if (!item) throw new ApiError(404, 'not_found');
  return item;
}

const NO_OPTIONS = { toBePickedUp: false, subjectToPostage: false, askingPrice: false };

/** Adds a marketplace item (published unless the input says otherwise). */
export async function addItem(
  db: Db,
  input: MarketplaceItemInput,
  deps: BoardDeps,
): Promise<MarketplaceItemSnapshot> {
  await checkBranch(db, input.branchId);
  const id = `item-${crypto.randomUUID()}`;
  await db.insert(marketplaceItems).values({
    id,
    kind: input.kind,
    direction: input.direction,
    title: input.title,
    costChf: input.costChf ?? null,
    created: deps.now.toISOString(),
    description: plainToContent(input.description ?? ''),
    ...(input.options ?? NO_OPTIONS),
    branchId: input.branchId ?? null,
    ...staffColumns(input.staffMember),
    status: input.status ?? 'published',
  });
  await rebuildBoardPages(db, deps.rebuild);
  return itemById(db, id, deps.siteId);
}

/** Replaces an item's fields; 404 when this site has no such item. */
export async function updateItem(
  db: Db,
  id: string,
  input: MarketplaceItemInput,
  deps: BoardDeps,
): Promise<MarketplaceItemSnapshot> {
  await checkBranch(db, input.branchId);
  const updated = await db
    .update(marketplaceItems)
    .set({
      kind: input.kind,
      direction: input.direction,
      title: input.title,
      ...(input.costChf !== undefined ? { costChf: input.costChf } : {}),
      ...(input.description !== undefined ? { description: plainToContent(input.description) } : {}),
      ...(input.options ?? {}),
      ...(input.branchId !== undefined ? { branchId: input.branchId } : {}),
      ...staffColumns(input.staffMember),
      ...(input.status ? { status: input.status } : {}),
    })
    .where(eq(marketplaceItems.id, id))
    .returning({ id: marketplaceItems.id });
  if (updated.length === 0) throw new ApiError(404, 'not_found');
  await rebuildBoardPages(db, deps.rebuild);
  return itemById(db, id, deps.siteId);
}

/** Publishes, archives or drafts an item. */
export async function setItemStatus(
  db: Db,
  id: string,
  status: ContentStatus,
  deps: BoardDeps,
): Promise<MarketplaceItemSnapshot> {
  const updated = await db
    .update(marketplaceItems)
    .set({ status })
    .where(eq(marketplaceItems.id, id))
    .returning({ id: marketplaceItems.id });
  if (updated.length === 0) throw new ApiError(404, 'not_found');
  await rebuildBoardPages(db, deps.rebuild);
  return itemById(db, id, deps.siteId);
}
