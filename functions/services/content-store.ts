/**
 * The editor's writes to pages, groups and fields (issue 4 items 8 and 10): saves, visibility,
 * blocks added, moved, marked, removed, and publish / revert of a page.
 *
 * Rules that hold for every function here:
 * - All writes of one call run in one transaction, and writes of this process are serialised
 *   (libSQL connections block the event loop while waiting for a lock, so two interleaved write
 *   transactions would stall each other; a queue avoids that).
 * - A save names the revision it was based on; the UPDATE only matches that revision and bumps
 *   it, so of two saves with the same base exactly one wins and the other gets `StaleItemError`.
 * - Invalid input throws before anything is written (or inside the transaction, which then rolls
 *   back): bad input changes nothing.
 * - `revision` counts changes of the draft values a save could overwrite (content, options,
 *   media, visibility, meta, slug). Moving a block, marking it and publishing do not bump it,
 *   so they never make an editor's open value stale.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { writeTransaction, type Tx } from '../../db/write.ts';
import { fields, groups, media, pages } from '../../db/schema.ts';
import { LinkSchema } from '../../src/blocks/options.ts';
import { blockSchema, blockSchemas } from '../../src/blocks/schemas.ts';
import { HEALTH_OPTICS_BLOCK_TYPES, type BlockSchemaDef } from '../../src/blocks/types.ts';
import { isHealthOpticsMember, pageSnapshot, toMedia } from '../../db/snapshot.ts';
import {
  VISITOR_LOCALES,
  type ContentStatus,
  type FieldContent,
  type Locale,
  type PageMeta,
  type PageSnapshot,
} from '../../src/lib/content.ts';
import {
  canPublish,
  comparePage,
  findButtonWarnings,
  findMissingTranslations,
  isMultilingual,
  totalMissing,
} from '../../src/lib/drafts.ts';
import type { FieldVisibilityRequest } from '../../src/lib/api/field.ts';
import type {
  GroupAddRequest,
  GroupAddResponse,
  GroupMetaRequest,
  GroupMetaResponse,
  GroupRemoveRequest,
  GroupRemoveResponse,
  GroupSortRequest,
  GroupSortResponse,
  GroupStatusRequest,
  GroupStatusResponse,
  GroupVisibilityRequest,
  GroupVisibilityResponse,
} from '../../src/lib/api/group.ts';
import type { StoredField, StoredGroup, StoredItem, StoredPage } from '../../src/lib/api/items.ts';
import type { PublicationStatusResponse, TranslationStatusResponse } from '../../src/lib/api/page.ts';
import type { PublishResponse, RevertAllResponse, RevertResponse } from '../../src/lib/api/publish.ts';
import type {
  FieldSaveRequest,
  GroupSaveRequest,
  PageSaveRequest,
  SaveRequest,
  SaveResponse,
} from '../../src/lib/api/save.ts';
import { isPageInLocale, pagePath } from '../../src/lib/routes.ts';
import { ApiError } from '../errors.ts';
import type { RebuildService } from './rebuild.ts';

type Exec = Db | Tx;
type PageRow = typeof pages.$inferSelect;
type GroupRow = typeof groups.$inferSelect;
type FieldRow = typeof fields.$inferSelect;

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

/** The visitor locales the site is built for (multilingual when more than one). */
export const SITE_LOCALES: readonly Locale[] = VISITOR_LOCALES;

// ---------------------------------------------------------------------------------------------
// Row -> stored item

export function toStoredField(row: FieldRow): StoredField {
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

export function toStoredPage(row: PageRow): StoredPage {
  return {
    itemType: 'page',
    id: row.id,
    revision: row.revision,
    collection: row.collection as StoredPage['collection'],
    role: row.role as StoredPage['role'],
    status: row.status,
    slug: row.slug,
    meta: row.meta,
    published: row.publishedAt !== null,
  };
}

// ---------------------------------------------------------------------------------------------
// Lookups

async function getPage(db: Exec, pageId: string): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!row || row.status === 'deleted') throw new ApiError(404, 'page_not_found');
  return row;
}

async function getGroup(db: Exec, pageId: string, groupId: string): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.pageId, pageId)));
  if (!row || row.status === 'deleted') throw new ApiError(404, 'not_found', `group ${groupId}`);
  return row;
}

async function findField(
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

async function assertMediaExists(db: Exec, mediaId: string | null | undefined): Promise<void> {
  if (!mediaId) return;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!row) throw new ApiError(400, 'invalid_input', `mediaId ${mediaId} does not exist`);
}

/** The declared field of a group's block, or null when the block type is unknown. */
function declaredField(group: GroupRow, name: string) {
  const def = blockSchema(group.type);
  if (!def) return null;
  const spec = def.fields.find((f) => f.name === name);
  if (!spec) throw new ApiError(400, 'invalid_input', `${group.type} has no field '${name}'`);
  return spec;
}

const newId = (prefix: 'field' | 'group') => `${prefix}-${crypto.randomUUID()}`;
const iso = (opts: WriteOptions | undefined) => (opts?.now ?? new Date()).toISOString();

// ---------------------------------------------------------------------------------------------
// Option validation

type OptionEntry = v.GenericSchema & { pipe?: unknown[] };

/**
 * Whether `value` is a valid value of a block option. Block options fall back to their default
 * when a stored value is invalid (so old sites still render); a save must instead refuse it, so
 * the option's fallback is swapped for one that records that it fired.
 */
export function checkOptionValue(
  entry: v.GenericSchema,
  value: unknown,
): { ok: true; value: unknown } | { ok: false } {
  const wrapper = (entry as OptionEntry).pipe?.[0] as { wrapped?: Record<string, unknown> } | undefined;
  const fallbackSchema = wrapper?.wrapped;
  if (fallbackSchema && 'fallback' in fallbackSchema) {
    let fired = false;
    const strict = {
      ...fallbackSchema,
      fallback: () => {
        fired = true;
        return undefined;
      },
    } as unknown as v.GenericSchema;
    const out = v.safeParse(strict, value);
    return !fired && out.success ? { ok: true, value: out.output } : { ok: false };
  }
  const out = v.safeParse(entry, value);
  return out.success ? { ok: true, value: out.output } : { ok: false };
}

function checkGroupOptions(def: BlockSchemaDef, patch: Record<string, unknown>): Record<string, unknown> {
  const entries = def.options.entries as Record<string, v.GenericSchema>;
  const out: Record<string, unknown> = {};
  const bad: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const entry = entries[key];
    if (!entry) {
      bad.push(`options.${key} (unknown option)`);
      continue;
    }
    const checked = checkOptionValue(entry, value);
    if (checked.ok) out[key] = checked.value;
    else bad.push(`options.${key} (invalid value)`);
  }
  if (bad.length) throw new ApiError(400, 'invalid_input', bad.join(', '));
  return out;
}

function checkFieldOptions(patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...patch };
  if ('link' in patch && patch['link'] !== null) {
    const link = v.safeParse(LinkSchema, patch['link']);
    if (!link.success) throw new ApiError(400, 'invalid_input', 'options.link (invalid link)');
    out['link'] = link.output;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Saves

/** Saves a field, group or page (the spec's `save data`). */
export async function saveData(db: Db, input: SaveRequest, opts?: WriteOptions): Promise<SaveResponse> {
  switch (input.itemType) {
    case 'field':
      return { item: await saveField(db, input, opts) };
    case 'group':
      return { item: await saveGroup(db, input, opts) };
    case 'page':
      return { item: await savePage(db, input, opts) };
  }
}

/** The content a field has after applying a save's content to the stored one. */
function mergeContent(
  stored: FieldContent | null,
  input: NonNullable<FieldSaveRequest['data']['content']>,
): FieldContent {
  if ('value' in input) {
    const value = typeof input.value === 'string' && input.value.trim() === '' ? null : input.value;
    return { kind: 'single', value };
  }
  const values = stored?.kind === 'localized' ? { ...stored.values } : {};
  const text = input.text !== null && input.text.trim() !== '' ? input.text : null;
  values[input.locale] =
    input.json !== undefined ? { text, json: text === null ? null : input.json } : { text };
  return { kind: 'localized', values };
}

async function saveField(db: Db, input: FieldSaveRequest, opts?: WriteOptions): Promise<StoredField> {
  const { data } = input;
  return writeTransaction(db, async (tx) => {
    await getPage(tx, input.pageId);
    const group = input.groupId === null ? null : await getGroup(tx, input.pageId, input.groupId);
    const spec = group ? declaredField(group, input.name) : null;
    if (data.content && spec) {
      const single = 'value' in data.content;
      if (single !== (spec.kind === 'single')) {
        throw new ApiError(
          400,
          'invalid_input',
          `content of '${input.name}' must be ${spec.kind === 'single' ? 'a single value' : 'localized'}`,
        );
      }
      if (!single && 'json' in data.content && data.content.json && spec.kind !== 'richText') {
        throw new ApiError(400, 'invalid_input', `'${input.name}' is not rich text`);
      }
    }
    const optionsPatch = data.options ? checkFieldOptions(data.options) : null;
    await assertMediaExists(tx, data.mediaId);
    const existing = await findField(tx, input.pageId, input.groupId, input.name);
    const now = iso(opts);

    if (input.baseRevision === null) {
      if (existing) throw new StaleItemError(toStoredField(existing));
      const row: typeof fields.$inferInsert = {
        id: newId('field'),
        pageId: input.pageId,
        groupId: input.groupId,
        name: input.name,
        content: data.content ? mergeContent(null, data.content) : null,
        options: optionsPatch ?? {},
        mediaId: data.mediaId ?? null,
        visible: data.visible ?? true,
        revision: 0,
        createdAt: now,
        updatedAt: now,
      };
      const [inserted] = await tx.insert(fields).values(row).returning();
      return toStoredField(inserted!);
    }

    if (!existing) throw new ApiError(404, 'not_found', `field ${input.name}`);
    if (existing.revision !== input.baseRevision) throw new StaleItemError(toStoredField(existing));
    const updated = await tx
      .update(fields)
      .set({
        ...(data.content ? { content: mergeContent(existing.content, data.content) } : {}),
        ...(optionsPatch ? { options: { ...existing.options, ...optionsPatch } } : {}),
        ...(data.mediaId !== undefined ? { mediaId: data.mediaId } : {}),
        ...(data.visible !== undefined ? { visible: data.visible } : {}),
        revision: existing.revision + 1,
        updatedAt: now,
      })
      .where(and(eq(fields.id, existing.id), eq(fields.revision, input.baseRevision)))
      .returning();
    if (!updated[0])
      throw new StaleItemError(
        toStoredField((await findField(tx, input.pageId, input.groupId, input.name))!),
      );
    return toStoredField(updated[0]);
  });
}

async function saveGroup(db: Db, input: GroupSaveRequest, opts?: WriteOptions): Promise<StoredGroup> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    const def = blockSchema(group.type);
    if (!def) throw new ApiError(409, 'conflict', `unknown block type ${group.type}`);
    const patch = checkGroupOptions(def, input.data.options);
    if (group.revision !== input.baseRevision) throw new StaleItemError(toStoredGroup(group));
    const [updated] = await tx
      .update(groups)
      .set({ options: { ...group.options, ...patch }, revision: group.revision + 1, updatedAt: iso(opts) })
      .where(and(eq(groups.id, group.id), eq(groups.revision, input.baseRevision)))
      .returning();
    if (!updated) throw new StaleItemError(toStoredGroup(await getGroup(tx, input.pageId, input.groupId)));
    return toStoredGroup(updated);
  });
}

async function savePage(db: Db, input: PageSaveRequest, opts?: WriteOptions): Promise<StoredPage> {
  return writeTransaction(db, async (tx) => {
    const page = await getPage(tx, input.pageId);
    const patch = input.data.options ?? {};
    await assertMediaExists(tx, patch.ogImageId);
    await assertMediaExists(tx, input.data.mediaId);
    if (page.revision !== input.baseRevision) throw new StaleItemError(toStoredPage(page));
    const meta: PageMeta = {
      ...page.meta,
      ...(patch.name ? { name: { ...page.meta.name, ...patch.name } } : {}),
      ...(patch.description ? { description: { ...page.meta.description, ...patch.description } } : {}),
      ...(patch.disallowedLanguages
        ? { disallowedLanguages: [...new Set(patch.disallowedLanguages)].sort() }
        : {}),
      ...(patch.password !== undefined ? { password: patch.password } : {}),
      ...(patch.ogImageId !== undefined ? { ogImageId: patch.ogImageId } : {}),
      ...(input.data.mediaId !== undefined ? { ogImageId: input.data.mediaId } : {}),
    };
    const [updated] = await tx
      .update(pages)
      .set({ meta, revision: page.revision + 1, updatedAt: iso(opts) })
      .where(and(eq(pages.id, page.id), eq(pages.revision, input.baseRevision)))
      .returning();
    if (!updated) throw new StaleItemError(toStoredPage(await getPage(tx, input.pageId)));
    return toStoredPage(updated);
  });
}

// ---------------------------------------------------------------------------------------------
// Visibility and meta

/** Shows or hides one field (created when it does not exist yet). */
export async function setFieldVisibility(
  db: Db,
  input: FieldVisibilityRequest,
  opts?: WriteOptions,
): Promise<StoredField> {
  return writeTransaction(db, async (tx) => {
    let row: FieldRow | undefined;
    if (input.fieldId !== null) {
      [row] = await tx.select().from(fields).where(eq(fields.id, input.fieldId));
      if (row && (row.groupId !== input.groupId || row.name !== input.fieldName)) {
        throw new ApiError(400, 'invalid_input', 'fieldId does not match groupId and fieldName');
      }
    }
    let pageId = input.pageId ?? null;
    if (!row) {
      if (input.groupId !== null) {
        const [group] = await tx.select().from(groups).where(eq(groups.id, input.groupId));
        if (!group || group.status === 'deleted')
          throw new ApiError(404, 'not_found', `group ${input.groupId}`);
        if (pageId !== null && pageId !== group.pageId) throw new ApiError(400, 'invalid_input', 'pageId');
        pageId = group.pageId;
        declaredField(group, input.fieldName);
      }
      await getPage(tx, pageId!);
      row = await findField(tx, pageId!, input.groupId, input.fieldName);
    }
    return toStoredField(
      await writeVisibility(tx, row, pageId, input.groupId, input.fieldName, input.visible, iso(opts)),
    );
  });
}

async function writeVisibility(
  tx: Tx,
  row: FieldRow | undefined,
  pageId: string | null,
  groupId: string | null,
  name: string,
  visible: boolean,
  now: string,
): Promise<FieldRow> {
  if (row) {
    if (row.visible === visible) return row;
    const [updated] = await tx
      .update(fields)
      .set({ visible, revision: row.revision + 1, updatedAt: now })
      .where(eq(fields.id, row.id))
      .returning();
    return updated!;
  }
  const [inserted] = await tx
    .insert(fields)
    .values({
      id: newId('field'),
      pageId: pageId!,
      groupId,
      name,
      content: null,
      options: {},
      visible,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return inserted!;
}

/** Field visibility of a block by field name (missing fields are created). */
export async function setGroupVisibility(
  db: Db,
  input: GroupVisibilityRequest,
  opts?: WriteOptions,
): Promise<GroupVisibilityResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    for (const name of Object.keys(input.visibleFields)) declaredField(group, name);
    const now = iso(opts);
    const out: StoredField[] = [];
    for (const [name, visible] of Object.entries(input.visibleFields)) {
      const row = await findField(tx, group.pageId, group.id, name);
      out.push(toStoredField(await writeVisibility(tx, row, group.pageId, group.id, name, visible, now)));
    }
    return { fields: out };
  });
}

/** The languages a block is hidden in. */
export async function setGroupMeta(
  db: Db,
  input: GroupMetaRequest,
  opts?: WriteOptions,
): Promise<GroupMetaResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    const disallowedLanguages = [...new Set(input.meta.disallowedLanguages)].sort();
    const [updated] = await tx
      .update(groups)
      .set({
        meta: { ...group.meta, disallowedLanguages },
        revision: group.revision + 1,
        updatedAt: iso(opts),
      })
      .where(eq(groups.id, group.id))
      .returning();
    return { group: toStoredGroup(updated!) };
  });
}

// ---------------------------------------------------------------------------------------------
// Blocks: add, sort, status, remove

/** Siblings of a group (same page, same parent), in position order. */
async function siblingsOf(tx: Exec, pageId: string, parentId: string | null): Promise<GroupRow[]> {
  const rows = await tx
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.pageId, pageId),
        parentId === null ? isNull(groups.parentId) : eq(groups.parentId, parentId),
      ),
    );
  return rows
    .filter((g) => g.status !== 'deleted')
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Writes positions 0..n-1 in the given order (only rows whose position changes). */
async function renumber(
  tx: Tx,
  ordered: GroupRow[],
  now: string,
): Promise<{ id: string; position: number }[]> {
  const out: { id: string; position: number }[] = [];
  for (const [position, g] of ordered.entries()) {
    if (g.position !== position) {
      await tx.update(groups).set({ position, updatedAt: now }).where(eq(groups.id, g.id));
    }
    out.push({ id: g.id, position });
  }
  return out;
}

/** Inserts a block with its default options and no fields next to `nextTo` (or at the end). */
export async function addGroup(
  db: Db,
  input: GroupAddRequest,
  opts?: WriteOptions,
): Promise<GroupAddResponse> {
  const def = blockSchemas[input.groupName];
  const options = v.parse(def.options, {}) as Record<string, unknown>;
  if (HEALTH_OPTICS_BLOCK_TYPES.includes(def.type) && !(await isHealthOpticsMember(db))) {
    throw new ApiError(403, 'health_optics_only');
  }
  return writeTransaction(db, async (tx) => {
    await getPage(tx, input.pageId);
    const siblings = await siblingsOf(tx, input.pageId, null);
    let index = siblings.length;
    if (input.nextTo !== null) {
      const at = siblings.findIndex((g) => g.id === input.nextTo);
      if (at < 0) throw new ApiError(404, 'not_found', `group ${input.nextTo}`);
      index = (input.position ?? 'after') === 'after' ? at + 1 : at;
    }
    const now = iso(opts);
    const [inserted] = await tx
      .insert(groups)
      .values({
        id: newId('group'),
        pageId: input.pageId,
        parentId: null,
        type: def.type,
        version: def.version,
        status: 'draft',
        position: index,
        options,
        meta: { disallowedLanguages: [] },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const ordered = [...siblings.slice(0, index), inserted!, ...siblings.slice(index)];
    const positions = await renumber(tx, ordered, now);
    return { group: toStoredGroup({ ...inserted!, position: index }), positions };
  });
}

/** Moves a block one place up or down among its siblings; at the ends nothing changes. */
export async function sortGroup(
  db: Db,
  input: GroupSortRequest,
  opts?: WriteOptions,
): Promise<GroupSortResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    const siblings = await siblingsOf(tx, group.pageId, group.parentId);
    const at = siblings.findIndex((g) => g.id === group.id);
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) {
      return { moved: false, positions: siblings.map((g) => ({ id: g.id, position: g.position })) };
    }
    const ordered = [...siblings];
    [ordered[at], ordered[to]] = [ordered[to]!, ordered[at]!];
    return { moved: true, positions: await renumber(tx, ordered, iso(opts)) };
  });
}

/**
 * The two status changes the spec implies: mark for deletion (remembering the status it had)
 * and restore that previous status. `from` must be the stored status (else stale).
 */
export async function setGroupStatus(
  db: Db,
  input: GroupStatusRequest,
  opts?: WriteOptions,
): Promise<GroupStatusResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    if (group.status !== input.from) throw new StaleItemError(toStoredGroup(group));
    let next: { status: ContentStatus; previousStatus: ContentStatus | null };
    if (input.to === 'markedForDeletion' && input.from !== 'markedForDeletion') {
      next = { status: 'markedForDeletion', previousStatus: input.from };
    } else if (input.from === 'markedForDeletion' && input.to === (group.previousStatus ?? 'draft')) {
      next = { status: input.to, previousStatus: null };
    } else {
      throw new ApiError(409, 'conflict', `${input.from} -> ${input.to}`);
    }
    const [updated] = await tx
      .update(groups)
      .set({ ...next, updatedAt: iso(opts) })
      .where(eq(groups.id, group.id))
      .returning();
    return { group: toStoredGroup(updated!) };
  });
}

/** A group and every group below it (cards of a group collection), parents first. */
async function withDescendants(tx: Exec, root: GroupRow): Promise<GroupRow[]> {
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
async function deleteGroups(tx: Tx, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const removedFields = await tx
    .delete(fields)
    .where(inArray(fields.groupId, groupIds))
    .returning({ id: fields.id });
  await tx.delete(groups).where(inArray(groups.id, groupIds));
  return removedFields.map((f) => f.id);
}

/** Deletes a never-published block (with fields and cards); marks a published one for deletion. */
export async function removeGroup(
  db: Db,
  input: GroupRemoveRequest,
  opts?: WriteOptions,
): Promise<GroupRemoveResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    if (group.publishedAt === null) {
      const doomed = await withDescendants(tx, group);
      const groupIds = doomed.map((g) => g.id);
      const fieldIds = await deleteGroups(tx, groupIds);
      const rest = await siblingsOf(tx, group.pageId, group.parentId);
      await renumber(tx, rest, iso(opts));
      return { outcome: 'deleted', groupIds, fieldIds };
    }
    if (group.status === 'markedForDeletion') return { outcome: 'marked', group: toStoredGroup(group) };
    const [updated] = await tx
      .update(groups)
      .set({ status: 'markedForDeletion', previousStatus: group.status, updatedAt: iso(opts) })
      .where(eq(groups.id, group.id))
      .returning();
    return { outcome: 'marked', group: toStoredGroup(updated!) };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading one page on both sides

/**
 * One page as `loadSite` would give it on each side (same mapping), without loading the site:
 * the draft (null when the page does not exist) and the published side (null when never published).
 */
export async function loadPageSides(
  db: Exec,
  pageId: string,
): Promise<{ draft: PageSnapshot; published: PageSnapshot | null } | null> {
  const [pageRow] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!pageRow) return null;
  const [groupRows, fieldRows] = await Promise.all([
    db.select().from(groups).where(eq(groups.pageId, pageId)),
    db.select().from(fields).where(eq(fields.pageId, pageId)),
  ]);
  const mediaIds = [
    ...new Set(
      [
        ...fieldRows.flatMap((f) => [f.mediaId, f.publishedMediaId]),
        pageRow.meta.ogImageId,
        pageRow.publishedMeta?.ogImageId,
      ].filter((id): id is string => typeof id === 'string'),
    ),
  ];
  const mediaRows = mediaIds.length ? await db.select().from(media).where(inArray(media.id, mediaIds)) : [];
  const mediaById = new Map(mediaRows.map((m) => [m.id, toMedia(m)]));
  const build = (side: 'draft' | 'published') => pageSnapshot(pageRow, groupRows, fieldRows, side, mediaById);

  const everPublished =
    pageRow.publishedAt !== null &&
    pageRow.publishedSlug !== null &&
    pageRow.publishedMeta !== null &&
    pageRow.status !== 'deleted' &&
    pageRow.status !== 'archived';
  return { draft: build('draft'), published: everPublished ? build('published') : null };
}

// ---------------------------------------------------------------------------------------------
// Status

/** Changed items of a page, whether publishing is offered, and buttons to flag. */
export async function publicationStatus(
  db: Db,
  pageId: string,
  locales: readonly Locale[] = SITE_LOCALES,
): Promise<PublicationStatusResponse> {
  const sides = await loadPageSides(db, pageId);
  if (!sides || sides.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
  const changes = comparePage(sides.draft, sides.published);
  const missing = findMissingTranslations(sides.draft, locales);
  return {
    pageId,
    counts: changes.counts,
    canPublish: canPublish(changes.counts, missing, isMultilingual(locales)),
    changed: { page: changes.pageChanged, groupIds: changes.groupIds, fieldIds: changes.fieldIds },
    buttons: findButtonWarnings(sides.draft, locales),
  };
}

/** Missing translations of a page per locale. */
export async function translationStatus(
  db: Db,
  pageId: string,
  locales: readonly Locale[] = SITE_LOCALES,
): Promise<TranslationStatusResponse> {
  const sides = await loadPageSides(db, pageId);
  if (!sides || sides.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
  const missing = findMissingTranslations(sides.draft, locales);
  return {
    pageId,
    multilingual: isMultilingual(locales),
    locales: [...locales],
    missing,
    total: totalMissing(missing),
  };
}

// ---------------------------------------------------------------------------------------------
// Publish and revert

/** Paths a page had on the published side that its new published side no longer has. */
function removedPathsOf(before: PageSnapshot | null, after: PageSnapshot): string[] {
  if (!before) return [];
  const out: string[] = [];
  for (const locale of VISITOR_LOCALES) {
    if (!isPageInLocale(before, locale)) continue;
    const old = pagePath(before, locale);
    if (!isPageInLocale(after, locale) || pagePath(after, locale) !== old) out.push(old);
  }
  return out;
}

/**
 * Publishes one page: copies the draft of the page, its groups and fields to the published
 * columns, removes groups marked for deletion (with their cards and fields) from both sides,
 * then asks the rebuild service to make it live. A change of the page's slug, name or languages
 * re-renders the whole site (navigation and links on every page name it); a collection item also
 * re-renders the pages listing its collection.
 */
export async function publishPage(
  db: Db,
  pageId: string,
  deps: { rebuild: RebuildService; now?: Date },
): Promise<PublishResponse> {
  const publishedAt = (deps.now ?? new Date()).toISOString();
  const result = await writeTransaction(db, async (tx) => {
    const before = await loadPageSides(tx, pageId);
    if (!before || before.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
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

    const after = before.draft;
    const removedPaths = removedPathsOf(before.published, after);
    const shellChanged =
      before.published === null ||
      JSON.stringify(before.published.slug) !== JSON.stringify(after.slug) ||
      JSON.stringify(before.published.meta.name) !== JSON.stringify(after.meta.name) ||
      JSON.stringify(before.published.meta.disallowedLanguages ?? []) !==
        JSON.stringify(after.meta.disallowedLanguages ?? []);
    const pageIds = new Set([pageId]);
    if (pageRow.collection) {
      const listingTypes = Object.values(blockSchemas)
        .filter((d) => d.collection === pageRow.collection)
        .map((d) => d.type);
      const listing = await tx
        .select({ pageId: groups.pageId })
        .from(groups)
        .where(inArray(groups.type, listingTypes));
      for (const row of listing) pageIds.add(row.pageId);
    }
    return { removedGroupIds, removedPaths, wholeSite: shellChanged, pageIds: [...pageIds] };
  });

  let live = true;
  try {
    await deps.rebuild.afterPublish({
      pageIds: result.pageIds,
      wholeSite: result.wholeSite,
      removedPaths: result.removedPaths,
    });
  } catch (err) {
    live = false;
    console.error('[publish] the rebuild failed; the database holds the published state', err);
  }
  return {
    pageId,
    publishedAt,
    removedGroupIds: result.removedGroupIds,
    removedPaths: result.removedPaths,
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
