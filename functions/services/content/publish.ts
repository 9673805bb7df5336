/**
 * Publish and revert: publishing copies a page's draft to its published side and tells the
 * rebuild service what changed (computed by src/lib/affected-routes.ts); reverting copies the
 * published side back to the draft.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups, pages, settings } from '../../../db/schema.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import { REGISTRY_BLOCK_FACTS } from '../../../src/blocks/block-facts.ts';
import { blockSchemas } from '../../../src/blocks/registry.ts';
import type { PublishResponse, RevertAllResponse, RevertResponse } from '../../../src/lib/api/publish.ts';
import type { Publisher } from '../../../src/lib/api/versions.ts';
import { pagePublishChange } from '../../../src/lib/affected-routes.ts';
import {
  publishMustWait,
  publishReasons,
  type PublishReasons,
} from '../../../src/lib/publish/publish-rules.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { ApiError } from '../../errors.ts';
import type { RebuildService } from '../rebuild.ts';
import { deleteGroups, iso, withDescendants, type WriteOptions } from './rows.ts';
import { loadPageSides, SITE_LOCALES } from './status.ts';
import { recordVersion, UNKNOWN_PUBLISHER } from './versions.ts';

/** A publish the rules hold back (src/lib/publish/publish-rules.ts); nothing was changed. */
export class PublishBlockedError extends Error {
  readonly reasons: PublishReasons;
  constructor(reasons: PublishReasons) {
    super('publish_blocked');
    this.name = 'PublishBlockedError';
    this.reasons = reasons;
  }
}

/**
 * Publishes one page: checks the publish rules on its draft (a missing translation always holds
 * it back, the accessibility check's findings until `accessibilityConfirmed`; then
 * `PublishBlockedError` and nothing changes), copies the draft of the page, its groups and fields
 * to the published columns, removes groups marked for deletion (with their cards and fields) from
 * both sides, then asks the rebuild service to make it live, telling it what changed
 * (`pagePublishChange`: the page, the pages listing its collection, the whole site when its slug,
 * name or languages changed, and its public paths that no longer exist).
 *
 * Every publish keeps its version (who: `publishedBy`; the page as published; what changed) in
 * the same transaction (./versions.ts). `claim` runs first inside that transaction (the scheduler
 * marks its entry done there; throwing rolls the publish back).
 */
export async function publishPage(
  db: Db,
  pageId: string,
  deps: {
    rebuild: RebuildService;
    now?: Date;
    accessibilityConfirmed?: boolean;
    publishedBy?: Publisher;
    claim?: (tx: Tx) => Promise<void>;
  },
): Promise<PublishResponse> {
  const publishedAt = (deps.now ?? new Date()).toISOString();
  const result = await writeTransaction(db, async (tx) => {
    await deps.claim?.(tx);
    const before = await loadPageSides(tx, pageId);
    if (!before || before.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
    // Inside the transaction: the rules see exactly the draft that would go live.
    const [settingsRow] = await tx
      .select({ draft: settings.draft })
      .from(settings)
      .where(eq(settings.id, 'site'));
    const reasons = publishReasons(
      before.draft,
      readSettings(settingsRow?.draft ?? {}),
      REGISTRY_BLOCK_FACTS,
      SITE_LOCALES,
    );
    if (publishMustWait(reasons, deps.accessibilityConfirmed ?? false))
      throw new PublishBlockedError(reasons);
    const pageRow = (await tx.select().from(pages).where(eq(pages.id, pageId)))[0]!;
    const groupRows = await tx.select().from(groups).where(eq(groups.pageId, pageId));

    const doomed = new Set<string>();
    for (const g of groupRows.filter((g) => g.status === 'markedForDeletion' || g.status === 'deleted')) {
      for (const d of await withDescendants(tx, g)) doomed.add(d.id);
    }
    const removedGroupIds = [...doomed];
    await deleteGroups(tx, removedGroupIds);

    // Set-based copies: one statement per table, whatever the page's size.
    await tx
      .update(groups)
      .set({
        status: sql`case when ${groups.status} = 'draft' then 'published' else ${groups.status} end`,
        publishedPosition: sql`${groups.position}`,
        publishedOptions: sql`${groups.options}`,
        publishedMeta: sql`${groups.meta}`,
        publishedVersion: sql`${groups.version}`,
        publishedAt,
      })
      .where(eq(groups.pageId, pageId));
    await tx
      .update(fields)
      .set({
        publishedContent: sql`${fields.content}`,
        publishedOptions: sql`${fields.options}`,
        publishedMediaId: sql`${fields.mediaId}`,
        publishedVisible: sql`${fields.visible}`,
        publishedAt,
      })
      .where(eq(fields.pageId, pageId));
    await tx
      .update(pages)
      .set({
        status: pageRow.status === 'draft' ? 'published' : pageRow.status,
        publishedSlug: pageRow.slug,
        publishedMeta: pageRow.meta,
        publishedAt,
      })
      .where(eq(pages.id, pageId));
    await recordVersion(tx, pageId, publishedAt, deps.publishedBy ?? UNKNOWN_PUBLISHER);

    // Pages listing this page's collection show it too (a data lookup; the rule is pagePublishChange's).
    const listingTypes = Object.values(blockSchemas)
      .filter((d) => pageRow.collection !== null && d.collection === pageRow.collection)
      .map((d) => d.type);
    const listing = listingTypes.length
      ? await tx.select({ pageId: groups.pageId }).from(groups).where(inArray(groups.type, listingTypes))
      : [];
    const change = pagePublishChange({
      before: before.published,
      after: before.draft,
      listingPageIds: listing.map((row) => row.pageId),
    });
    return { removedGroupIds, change };
  });

  let live = true;
  try {
    await deps.rebuild.afterPublish(result.change);
  } catch (err) {
    live = false;
    console.error('[publish] the rebuild failed; the database holds the published state', err);
  }
  return {
    pageId,
    publishedAt,
    removedGroupIds: result.removedGroupIds,
    removedPaths: result.change.removedPaths,
    live,
  };
}

async function revertInTx(tx: Tx, pageId: string, now: string): Promise<RevertResponse> {
  const [pageRow] = await tx.select().from(pages).where(eq(pages.id, pageId));
  if (!pageRow || pageRow.status === 'deleted') throw new ApiError(404, 'page_not_found');
  const groupRows = await tx.select().from(groups).where(eq(groups.pageId, pageId));

  const doomed = new Set<string>();
  for (const g of groupRows.filter((g) => g.publishedAt === null)) {
    for (const d of await withDescendants(tx, g)) doomed.add(d.id);
  }
  const deletedGroupIds = [...doomed];
  const deletedFieldIds = await deleteGroups(tx, deletedGroupIds);

  // Set-based copies back: one statement per table (doomed rows are gone already).
  await tx
    .update(groups)
    .set({
      status: sql`case when ${groups.status} = 'markedForDeletion' then coalesce(${groups.previousStatus}, 'published') when ${groups.status} = 'draft' then 'published' else ${groups.status} end`,
      previousStatus: null,
      position: sql`coalesce(${groups.publishedPosition}, ${groups.position})`,
      options: sql`coalesce(${groups.publishedOptions}, '{}')`,
      meta: sql`coalesce(${groups.publishedMeta}, '{}')`,
      version: sql`coalesce(${groups.publishedVersion}, ${groups.version})`,
      revision: sql`${groups.revision} + 1`,
      updatedAt: now,
    })
    .where(eq(groups.pageId, pageId));
  const unpublishedFields = (
    await tx
      .delete(fields)
      .where(and(eq(fields.pageId, pageId), isNull(fields.publishedAt)))
      .returning({ id: fields.id })
  ).map((f) => f.id);
  await tx
    .update(fields)
    .set({
      content: sql`${fields.publishedContent}`,
      options: sql`coalesce(${fields.publishedOptions}, '{}')`,
      mediaId: sql`${fields.publishedMediaId}`,
      visible: sql`coalesce(${fields.publishedVisible}, 1)`,
      // A machine-translation mark stays only on text that was published as it is.
      machineTranslated: sql`case when ${fields.content} is ${fields.publishedContent} then ${fields.machineTranslated} else null end`,
      revision: sql`${fields.revision} + 1`,
      updatedAt: now,
    })
    .where(eq(fields.pageId, pageId));

  if (pageRow.publishedAt !== null && pageRow.publishedSlug && pageRow.publishedMeta) {
    await tx
      .update(pages)
      .set({
        slug: pageRow.publishedSlug,
        meta: pageRow.publishedMeta,
        revision: pageRow.revision + 1,
        updatedAt: now,
      })
      .where(eq(pages.id, pageId));
  }
  return { pageId, deletedGroupIds, deletedFieldIds: [...deletedFieldIds, ...unpublishedFields] };
}

/**
 * Discards a page's unpublished changes in all languages: the published values are copied back
 * to the draft of the page, its groups and fields; never-published groups and fields are deleted;
 * groups marked for deletion get their status back. Nothing is re-rendered (visitors never saw
 * the draft).
 */
export async function revertPage(db: Db, pageId: string, opts?: WriteOptions): Promise<RevertResponse> {
  return writeTransaction(db, (tx) => revertInTx(tx, pageId, iso(opts)));
}

/** Reverts every page (one transaction). */
export async function revertAll(db: Db, opts?: WriteOptions): Promise<RevertAllResponse> {
  return writeTransaction(db, async (tx) => {
    const rows = await tx.select({ id: pages.id, status: pages.status }).from(pages);
    const pageIds = rows.filter((r) => r.status !== 'deleted').map((r) => r.id);
    for (const id of pageIds) await revertInTx(tx, id, iso(opts));
    return { pageIds };
  });
}
