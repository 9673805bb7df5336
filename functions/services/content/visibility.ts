/**
 * Visibility and languages: show or hide a field (created when missing), a block's field
 * visibility by name, and the languages a block is hidden in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups } from '../../../db/schema.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import type { FieldVisibilityRequest } from '../../../src/lib/api/field.ts';
import type {
  GroupMetaRequest,
  GroupMetaResponse,
  GroupVisibilityRequest,
  GroupVisibilityResponse,
} from '../../../src/lib/api/group.ts';
import type { StoredField } from '../../../src/lib/api/items.ts';
import { ApiError } from '../../errors.ts';
import {
  declaredField,
  findField,
  getGroup,
  getPage,
  iso,
  newId,
  toStoredField,
  toStoredGroup,
  type FieldRow,
  type WriteOptions,
} from './rows.ts';

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
