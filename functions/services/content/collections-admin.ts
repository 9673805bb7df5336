/**
 * The collection editor's writes: add an item page, reorder the items, move an item between
 * shown and archive, remove an item. Items are pages of a page collection; the container block
 * the editor works in names the collection. Order and the visible flag belong to the collection,
 * not to one page's draft, so they are live at once (like the navigation): the published meta is
 * written with the draft and the pages showing the collection are re-rendered. A new item is a
 * draft until its page is published.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { fields, groups, pages } from '../../../db/schema.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import { blockSchemas } from '../../../src/blocks/registry.ts';
import type {
  CollectionAddRequest,
  CollectionAddResponse,
  CollectionRemoveItemRequest,
  CollectionRemoveItemResponse,
  CollectionSortRequest,
  CollectionSortResponse,
  CollectionToggleRequest,
  CollectionToggleResponse,
} from '../../../src/lib/api/collection.ts';
import type { ArchivableMeta } from '../../../src/lib/collection-archive.ts';
import { DETAIL_TYPE, moveItem, type EditableCollection } from '../../../src/lib/collections.ts';
import {
  VISITOR_LOCALES,
  type LocaleMap,
  type PageMeta,
  type PageSnapshot,
} from '../../../src/lib/content.ts';
import { pagePath } from '../../../src/lib/routes.ts';
import { uniqueSlug } from '../../../src/lib/slug.ts';
import { ApiError } from '../../errors.ts';
import type { RebuildService } from '../rebuild.ts';
import { deleteGroups, iso, newId, toStoredPage, type Exec, type PageRow } from './rows.ts';

/** What every call needs besides its input: the rebuild service (live at once) and the clock. */
export interface CollectionDeps {
  rebuild: RebuildService;
  now?: Date;
}

/** The block a new item page starts with, and the field that carries its name. */
const FIRST_BLOCK: Record<EditableCollection, { type: string; nameField: string }> = {
  team: { type: DETAIL_TYPE.team!, nameField: 'name' },
  testimonial: { type: DETAIL_TYPE.testimonial!, nameField: 'name' },
  // Service pages have no detail block: a hero opens them with the service's name as its title.
  service: { type: 'hero', nameField: 'title' },
};

/** Block types that list a collection (the container blocks). */
function containerTypes(collection: EditableCollection): string[] {
  return Object.values(blockSchemas)
    .filter((def) => def.collection === collection)
    .map((def) => def.type);
}

/** 404 unless the container block exists; 400 when it does not list the named collection. */
async function assertContainer(
  db: Exec,
  collectionId: string,
  collection: EditableCollection,
): Promise<void> {
  const [row] = await db.select().from(groups).where(eq(groups.id, collectionId));
  if (!row || row.status === 'deleted') throw new ApiError(404, 'not_found', `collection ${collectionId}`);
  if (!containerTypes(collection).includes(row.type)) {
    throw new ApiError(400, 'invalid_input', `${row.type} does not list the ${collection} collection`);
  }
}

/** The items of a collection (deleted ones left out), in position order. */
async function itemsOf(db: Exec, collection: EditableCollection): Promise<PageRow[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.collection, collection), ne(pages.status, 'deleted')));
  return rows.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** The item page; 404 when it is missing, deleted or not in the collection. */
function itemOf(items: readonly PageRow[], pageId: string): PageRow {
  const item = items.find((p) => p.id === pageId);
  if (!item) throw new ApiError(404, 'page_not_found', `item ${pageId}`);
  return item;
}

/** Pages holding a container of the collection (re-rendered when its items change). */
async function listingPageIds(db: Exec, collection: EditableCollection): Promise<string[]> {
  const rows = await db
    .select({ pageId: groups.pageId })
    .from(groups)
    .where(inArray(groups.type, containerTypes(collection)));
  return [...new Set(rows.map((r) => r.pageId))];
}

/** The public paths of a published item (its published slug, or its id, in each locale it is shown in). */
function publishedPaths(row: PageRow): string[] {
  const slug = row.publishedSlug;
  const meta = row.publishedMeta;
  if (row.publishedAt === null || !slug || !meta) return [];
  return VISITOR_LOCALES.filter((l) => !(meta.disallowedLanguages ?? []).includes(l)).map((locale) =>
    pagePath({ ...pageShape(row), slug, meta }, locale),
  );
}

/** The route-relevant part of a page row, shaped as a snapshot for the path rules of src/lib/routes.ts. */
function pageShape(row: PageRow): PageSnapshot {
  return {
    id: row.id,
    revision: row.revision,
    collection: row.collection as PageSnapshot['collection'],
    role: null,
    position: row.position,
    status: row.status,
    slug: row.slug,
    meta: row.meta,
    ogImage: null,
    fields: {},
    groups: [],
  };
}

/** Asks the rebuild service to make a change live; a failed rebuild is logged (the database holds the state). */
async function goLive(
  deps: CollectionDeps,
  change: Parameters<RebuildService['afterPublish']>[0],
): Promise<void> {
  try {
    await deps.rebuild.afterPublish(change);
  } catch (err) {
    console.error('[collection] the rebuild failed; the database holds the published state', err);
  }
}

/**
 * Adds an item: a draft page at the end of the collection, named in both locales, with a slug
 * from the name that no other item of the collection uses, and its first block with the name
 * field filled in. Nothing is live until the page is published.
 */
export async function addCollectionItem(
  db: Db,
  input: CollectionAddRequest,
  opts: { now?: Date } = {},
): Promise<CollectionAddResponse> {
  return writeTransaction(db, async (tx) => {
    await assertContainer(tx, input.collectionId, input.collectionName);
    const all = await tx.select().from(pages).where(eq(pages.collection, input.collectionName));
    const now = iso(opts);
    const id = `page-${crypto.randomUUID()}`;
    const slug: LocaleMap<string> = {};
    for (const locale of VISITOR_LOCALES) {
      const taken = all.map((p) => p.slug[locale]).filter((s): s is string => Boolean(s));
      slug[locale] = uniqueSlug(input.name, taken, id);
    }
    const meta: PageMeta = { name: { de: input.name, en: input.name }, disallowedLanguages: [] };
    const position = Math.max(-1, ...all.filter((p) => p.status !== 'deleted').map((p) => p.position)) + 1;
    const [page] = await tx
      .insert(pages)
      .values({
        id,
        collection: input.collectionName,
        role: null,
        position,
        status: 'draft',
        slug,
        meta,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const first = FIRST_BLOCK[input.collectionName];
    const def = blockSchemas[first.type as keyof typeof blockSchemas];
    const groupId = newId('group');
    await tx.insert(groups).values({
      id: groupId,
      pageId: id,
      parentId: null,
      type: def.type,
      version: def.version,
      status: 'draft',
      position: 0,
      options: v.parse(def.options, {}) as Record<string, unknown>,
      meta: { disallowedLanguages: [] },
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(fields).values({
      id: newId('field'),
      pageId: id,
      groupId,
      name: first.nameField,
      content: { kind: 'localized', values: { de: { text: input.name }, en: { text: input.name } } },
      createdAt: now,
      updatedAt: now,
    });
    return { page: toStoredPage(page!), groupIds: [groupId] };
  });
}

/** Renumbers items 0..n-1 in the given order (only rows whose position changes). */
async function renumber(tx: Tx, ordered: readonly PageRow[], now: string) {
  for (const [position, row] of ordered.entries()) {
    if (row.position !== position) {
      await tx.update(pages).set({ position, updatedAt: now }).where(eq(pages.id, row.id));
    }
  }
  return ordered.map((row, position) => ({ id: row.id, position }));
}

/** Moves item `active` to the place of item `over`; live at once. */
export async function sortCollection(
  db: Db,
  input: CollectionSortRequest,
  deps: CollectionDeps,
): Promise<CollectionSortResponse> {
  const { positions, listing } = await writeTransaction(db, async (tx) => {
    await assertContainer(tx, input.collectionId, input.collectionName);
    const items = await itemsOf(tx, input.collectionName);
    const active = itemOf(items, input.active);
    const over = itemOf(items, input.over);
    const ordered = moveItem(items, active, over);
    return {
      positions: await renumber(tx, ordered, iso(deps)),
      listing: await listingPageIds(tx, input.collectionName),
    };
  });
  await goLive(deps, { pageIds: listing, wholeSite: false, removedPaths: [] });
  return { positions };
}

/** Shows an item ('add') or moves it to the archive ('remove'), in the draft and, if published, live. */
export async function toggleCollectionItem(
  db: Db,
  input: CollectionToggleRequest,
  deps: CollectionDeps,
): Promise<CollectionToggleResponse> {
  const { page, listing, published } = await writeTransaction(db, async (tx) => {
    await assertContainer(tx, input.collectionId, input.collectionName);
    const item = itemOf(await itemsOf(tx, input.collectionName), input.pageId);
    const hidden = input.action === 'remove';
    const flag = (meta: PageMeta): ArchivableMeta => {
      const next: ArchivableMeta = { ...meta, hidden };
      if (!hidden) delete next.hidden;
      return next;
    };
    const [updated] = await tx
      .update(pages)
      .set({
        meta: flag(item.meta),
        ...(item.publishedMeta ? { publishedMeta: flag(item.publishedMeta) } : {}),
        revision: item.revision + 1,
        updatedAt: iso(deps),
      })
      .where(eq(pages.id, item.id))
      .returning();
    return {
      page: toStoredPage(updated!),
      listing: await listingPageIds(tx, input.collectionName),
      published: item.publishedAt !== null,
    };
  });
  if (published)
    await goLive(deps, { pageIds: [input.pageId, ...listing], wholeSite: false, removedPaths: [] });
  return { page };
}

/**
 * Removes an item: a never-published one is deleted with its blocks and fields; a published one
 * is marked deleted (its rows stay, like a removed block until publish) and leaves the site at once.
 */
export async function removeCollectionItem(
  db: Db,
  input: CollectionRemoveItemRequest,
  deps: CollectionDeps,
): Promise<CollectionRemoveItemResponse> {
  const result = await writeTransaction(db, async (tx) => {
    await assertContainer(tx, input.collectionId, input.collectionName);
    const items = await itemsOf(tx, input.collectionName);
    const item = itemOf(items, input.pageId);
    const rest = items.filter((p) => p.id !== item.id);
    const now = iso(deps);
    const listing = await listingPageIds(tx, input.collectionName);
    if (item.publishedAt === null) {
      const groupIds = (
        await tx.select({ id: groups.id }).from(groups).where(eq(groups.pageId, item.id))
      ).map((g) => g.id);
      await deleteGroups(tx, groupIds);
      await tx.delete(fields).where(eq(fields.pageId, item.id));
      await tx.delete(pages).where(eq(pages.id, item.id));
      await renumber(tx, rest, now);
      return { outcome: 'deleted' as const, removedPaths: [], listing };
    }
    await tx
      .update(pages)
      .set({ status: 'deleted', previousStatus: item.status, updatedAt: now })
      .where(eq(pages.id, item.id));
    await renumber(tx, rest, now);
    return { outcome: 'marked' as const, removedPaths: publishedPaths(item), listing };
  });
  if (result.outcome === 'marked') {
    // Links and the navigation may name the page anywhere: every page re-renders.
    await goLive(deps, { pageIds: result.listing, wholeSite: true, removedPaths: result.removedPaths });
  }
  return { pageId: input.pageId, outcome: result.outcome, removedPaths: result.removedPaths };
}
