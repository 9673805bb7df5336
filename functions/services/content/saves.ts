/**
 * Saves of one item (POST /data): a field's content, options, media or visibility, a group's
 * options, a page's meta, each checked against the block schemas and written only when the
 * stored revision is the one the save was based on (see ./rows.ts for the rules every write keeps).
 * Saves that arrive together are committed together (./group-commit.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { fields, groups, pages } from '../../../db/schema.ts';
import { compiledQuery, slot } from '../../../db/compiled-query.ts';
import type { Tx } from '../../../db/write.ts';
import { LinkSchema } from '../../../src/lib/block-options.ts';
import { blockSchema } from '../../../src/blocks/registry.ts';
import type { BlockSchemaDef } from '../../../src/blocks/types.ts';
import type { StoredField, StoredGroup, StoredPage } from '../../../src/lib/api/items.ts';
import type {
  FieldSaveRequest,
  GroupSaveRequest,
  PageSaveRequest,
  SaveRequest,
  SaveResponse,
} from '../../../src/lib/api/save.ts';
import type { FieldContent, PageMeta } from '../../../src/lib/content.ts';
import { ApiError } from '../../errors.ts';
import { passwordToStore } from '../protected/password-hash.ts';
import { withMachineTranslated } from '../translation/field-translation.ts';
import { inSaveBatch } from './group-commit.ts';
import {
  StaleItemError,
  assertMediaExists,
  declaredField,
  findField,
  getGroup,
  getPage,
  iso,
  newId,
  storedFieldColumns,
  toStoredField,
  toStoredGroup,
  toStoredPage,
  type FieldRow,
  type StoredFieldRow,
  type WriteOptions,
} from './rows.ts';

type OptionEntry = v.GenericSchema & { pipe?: unknown[] };

/**
 * Every save below reads, checks, then writes one statement (an INSERT or a revision-checked
 * UPDATE) as its last write, so a refused save has written nothing and needs no savepoint in its
 * batch (./group-commit.ts).
 */
const SINGLE_WRITE = { singleWrite: true } as const;

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

/** The checked values of a group options patch; 400 naming every unknown or invalid option. */
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

/** The checked field options patch (a link must be a valid link). */
function checkFieldOptions(patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...patch };
  if ('link' in patch && patch['link'] !== null) {
    const link = v.safeParse(LinkSchema, patch['link']);
    if (!link.success) throw new ApiError(400, 'invalid_input', 'options.link (invalid link)');
    out['link'] = link.output;
  }
  return out;
}
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

/** What a field save reads: the page's and the group's state and the field row (flat). */
const FIELD_SAVE_READ = {
  pageStatus: pages.status,
  groupType: groups.type,
  groupStatus: groups.status,
  ...storedFieldColumns,
  machineTranslated: fields.machineTranslated,
};
type ExistingField = StoredFieldRow & Pick<FieldRow, 'machineTranslated'>;

/** The read of a field save, for a field of a group or of the page itself (compiled once each). */
const fieldSaveRead = (inGroup: boolean) =>
  compiledQuery(FIELD_SAVE_READ, (tx, selection) =>
    tx
      .select(selection)
      .from(pages)
      .leftJoin(
        groups,
        inGroup ? and(eq(groups.id, sql.placeholder('groupId')), eq(groups.pageId, pages.id)) : sql`false`,
      )
      .leftJoin(
        fields,
        and(
          eq(fields.pageId, pages.id),
          inGroup ? eq(fields.groupId, sql.placeholder('groupId')) : isNull(fields.groupId),
          eq(fields.name, sql.placeholder('name')),
        ),
      )
      .where(eq(pages.id, sql.placeholder('pageId'))),
  );
const readGroupField = fieldSaveRead(true);
const readPageField = fieldSaveRead(false);

/**
 * The page's and the group's state and the field row of a field save, in one statement (a save
 * is the editor's most frequent request: one read instead of three).
 */
async function fieldSaveRows(tx: Tx, input: FieldSaveRequest) {
  const { pageId, groupId, name } = input;
  const [row] =
    groupId === null
      ? await readPageField(tx, { pageId, name })
      : await readGroupField(tx, { pageId, groupId, name });
  if (!row || row.pageStatus === 'deleted') throw new ApiError(404, 'page_not_found');
  const { pageStatus: _page, groupType, groupStatus, ...field } = row;
  // A field row that exists has its required columns.
  const existing = field.id === null ? undefined : (field as ExistingField);
  if (groupId === null) return { group: null, existing };
  if (groupType === null || groupStatus === 'deleted')
    throw new ApiError(404, 'not_found', `group ${groupId}`);
  return { group: { type: groupType }, existing };
}

/** The revision-checked update of a field save: every column it may change, from one compiled statement. */
const updateField = compiledQuery({ revision: fields.revision }, (tx, selection) =>
  tx
    .update(fields)
    .set({
      content: slot(fields.content, 'content'),
      machineTranslated: slot(fields.machineTranslated, 'machineTranslated'),
      options: slot(fields.options, 'options'),
      mediaId: slot(fields.mediaId, 'mediaId'),
      visible: slot(fields.visible, 'visible'),
      revision: slot(fields.revision, 'revision'),
      updatedAt: slot(fields.updatedAt, 'updatedAt'),
    })
    .where(and(eq(fields.id, sql.placeholder('id')), eq(fields.revision, sql.placeholder('baseRevision'))))
    .returning(selection),
);

async function saveField(db: Db, input: FieldSaveRequest, opts?: WriteOptions): Promise<StoredField> {
  const { data } = input;
  return inSaveBatch(
    db,
    async (tx) => {
      const { group, existing } = await fieldSaveRows(tx, input);
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
        const [inserted] = await tx.insert(fields).values(row).returning(storedFieldColumns);
        return toStoredField(inserted!);
      }

      if (!existing) throw new ApiError(404, 'not_found', `field ${input.name}`);
      if (existing.revision !== input.baseRevision) throw new StaleItemError(toStoredField(existing));
      // An editor's own text of a locale is reviewed: it is no longer machine-translated.
      const reviewed =
        data.content && 'locale' in data.content && existing.machineTranslated?.[data.content.locale]
          ? data.content.locale
          : null;
      const next: ExistingField = {
        ...existing,
        content: data.content ? mergeContent(existing.content, data.content) : existing.content,
        machineTranslated:
          reviewed === null
            ? existing.machineTranslated
            : withMachineTranslated(existing.machineTranslated, reviewed, false),
        options: optionsPatch ? { ...existing.options, ...optionsPatch } : existing.options,
        mediaId: data.mediaId !== undefined ? data.mediaId : existing.mediaId,
        visible: data.visible !== undefined ? data.visible : existing.visible,
        revision: existing.revision + 1,
      };
      // The unchanged columns are written back as read: the revision check makes that the same row.
      const updated = await updateField(tx, { ...next, updatedAt: now, baseRevision: input.baseRevision });
      if (!updated[0])
        throw new StaleItemError(
          toStoredField((await findField(tx, input.pageId, input.groupId, input.name))!),
        );
      return toStoredField(next);
    },
    SINGLE_WRITE,
  );
}

async function saveGroup(db: Db, input: GroupSaveRequest, opts?: WriteOptions): Promise<StoredGroup> {
  return inSaveBatch(
    db,
    async (tx) => {
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
    },
    SINGLE_WRITE,
  );
}

async function savePage(db: Db, input: PageSaveRequest, opts?: WriteOptions): Promise<StoredPage> {
  const patch = input.data.options ?? {};
  const password = await passwordToStore(patch.password);
  return inSaveBatch(
    db,
    async (tx) => {
      const page = await getPage(tx, input.pageId);
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
        ...(password !== undefined ? { password } : {}),
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
    },
    SINGLE_WRITE,
  );
}
