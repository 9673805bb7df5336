/**
 * What every content write shares: the row types, the stale-save error, the mapping of rows to
 * the API's stored items, the lookups that answer 404 for missing rows, and the group-tree helpers
 * (a group with its cards, deleting groups with their fields).
 *
 * Rules that hold for every write of this folder (saves, visibility, structure, publish):
 * - All writes of one call run in one transaction, and writes of this process are serialised
 *   (libSQL connections block the event loop while waiting for a lock, so two interleaved write
 *   transactions would stall each other; `writeTransaction` queues them).
 * - A save names the revision it was based on; the UPDATE only matches that revision and bumps
 *   it, so of two saves with the same base exactly one wins and the other gets `StaleItemError`.
 * - Invalid input throws before anything is written (or inside the transaction, which then rolls
 *   back): bad input changes nothing.
 * - `revision` counts changes of the draft values a save could overwrite (content, options,
 *   media, visibility, meta, slug). Moving a block, marking it and publishing do not bump it,
 *   so they never make an editor's open value stale.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups, media, pages } from '../../../db/schema.ts';
import type { Tx } from '../../../db/write.ts';
import { blockSchema } from '../../../src/blocks/registry.ts';
import type { StoredField, StoredGroup, StoredItem, StoredPage } from '../../../src/lib/api/items.ts';
import { withPasswordMarker } from '../../../src/lib/protected-pages.ts';
import { ApiError } from '../../errors.ts';

/** A database or an open write transaction. */
export type Exec = Db | Tx;
export type PageRow = typeof pages.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type FieldRow = typeof fields.$inferSelect;

/** A save based on an older revision (or an add of a field that exists by now). */
export class StaleItemError extends ApiError {
  readonly current: StoredItem;
  constructor(current: StoredItem) {
    super(412, 'stale');
    this.current = current;
  }
}

/** Options of a write: the clock (tests pass a fixed one). */
export interface WriteOptions {
  now?: Date;
}

/** The columns of a field row that its stored item shows (select or return only these when that is all). */
export const storedFieldColumns = {
  id: fields.id,
  pageId: fields.pageId,
  groupId: fields.groupId,
  name: fields.name,
  revision: fields.revision,
  content: fields.content,
  options: fields.options,
  mediaId: fields.mediaId,
  visible: fields.visible,
  publishedAt: fields.publishedAt,
};
export type StoredFieldRow = Pick<FieldRow, keyof typeof storedFieldColumns>;

/** A field row as the API answers it. */
export function toStoredField(row: StoredFieldRow): StoredField {
  return {
    itemType: 'field',
    id: row.id,
    pageId: row.pageId,
    groupId: row.groupId,
    name: row.name,
    revision: row.revision,
    content: row.content ?? null,
    options: row.options ?? {},
    mediaId: row.mediaId,
    visible: row.visible,
    published: row.publishedAt !== null,
  };
}

/** A group row as the API answers it. */
export function toStoredGroup(row: GroupRow): StoredGroup {
  return {
    itemType: 'group',
    id: row.id,
    pageId: row.pageId,
    parentId: row.parentId,
    type: row.type,
    revision: row.revision,
    status: row.status,
    previousStatus: row.previousStatus,
    position: row.position,
    options: row.options ?? {},
    meta: { disallowedLanguages: row.meta?.disallowedLanguages ?? [] },
    published: row.publishedAt !== null,
  };
}

/** A page row as the API answers it. */
export function toStoredPage(row: PageRow): StoredPage {
  return {
    itemType: 'page',
    id: row.id,
    revision: row.revision,
    collection: row.collection as StoredPage['collection'],
    role: row.role as StoredPage['role'],
    status: row.status,
    slug: row.slug,
    meta: withPasswordMarker(row.meta),
    published: row.publishedAt !== null,
  };
}

/** The page row; 404 when missing or deleted. */
export async function getPage(db: Exec, pageId: string): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!row || row.status === 'deleted') throw new ApiError(404, 'page_not_found');
  return row;
}

/** The group row of a page; 404 when missing or deleted. */
export async function getGroup(db: Exec, pageId: string, groupId: string): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.pageId, pageId)));
  if (!row || row.status === 'deleted') throw new ApiError(404, 'not_found', `group ${groupId}`);
  return row;
}

/** A field row by page, group (null: a page field) and name. */
export async function findField(
  db: Exec,
  pageId: string,
  groupId: string | null,
  name: string,
): Promise<FieldRow | undefined> {
  const [row] = await db
    .select()
    .from(fields)
    .where(
      and(
        eq(fields.pageId, pageId),
        groupId === null ? isNull(fields.groupId) : eq(fields.groupId, groupId),
        eq(fields.name, name),
      ),
    );
  return row;
}

/** 400 when a media id is given that does not exist. */
export async function assertMediaExists(db: Exec, mediaId: string | null | undefined): Promise<void> {
  if (!mediaId) return;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!row) throw new ApiError(400, 'invalid_input', `mediaId ${mediaId} does not exist`);
}

/** The declared field of a group's block, or null when the block type is unknown. */
export function declaredField(group: Pick<GroupRow, 'type'>, name: string) {
  const def = blockSchema(group.type);
  if (!def) return null;
  const spec = def.fields.find((f) => f.name === name);
  if (!spec) throw new ApiError(400, 'invalid_input', `${group.type} has no field '${name}'`);
  return spec;
}

/** A new row id. */
export const newId = (prefix: 'field' | 'group') => `${prefix}-${crypto.randomUUID()}`;
/** The write time of a call as ISO text. */
export const iso = (opts: WriteOptions | undefined) => (opts?.now ?? new Date()).toISOString();

/** A group and every group below it (cards of a group collection), parents first. */
export async function withDescendants(tx: Exec, root: GroupRow): Promise<GroupRow[]> {
  const all = await tx.select().from(groups).where(eq(groups.pageId, root.pageId));
  const byParent = new Map<string, GroupRow[]>();
  for (const g of all) if (g.parentId) byParent.set(g.parentId, [...(byParent.get(g.parentId) ?? []), g]);
  const out: GroupRow[] = [];
  const visit = (g: GroupRow) => {
    out.push(g);
    for (const child of byParent.get(g.id) ?? []) visit(child);
  };
  visit(root);
  return out;
}

/** Deletes groups and their fields (explicitly: foreign-key cascades are not on for every connection). */
export async function deleteGroups(tx: Tx, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const removedFields = await tx
    .delete(fields)
    .where(inArray(fields.groupId, groupIds))
    .returning({ id: fields.id });
  await tx.delete(groups).where(inArray(groups.id, groupIds));
  return removedFields.map((f) => f.id);
}
