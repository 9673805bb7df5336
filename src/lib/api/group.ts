/**
 * Groups (blocks, "boxes"): what a group save may change (`data` of POST /data with itemType
 * 'group') and the /group/* calls: sort, status, remove, visibility, meta (the add request names
 * block types, so it is `src/blocks/add-request.ts`). Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import {
  ContentStatusSchema,
  FieldNameSchema,
  IdSchema,
  OptionsPatchSchema,
  RevalidationTagSchema,
} from './common.ts';
import { StoredFieldSchema, StoredGroupSchema } from './items.ts';

/** What a group save may change: its options (merged). */
export const GroupDataSchema = v.strictObject({ options: OptionsPatchSchema });

/** POST /group/sort — move a block one place up or down among its siblings (no-op at the ends). */
export const GroupSortRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  direction: v.picklist(['up', 'down']),
});
export type GroupSortRequest = v.InferOutput<typeof GroupSortRequestSchema>;

/**
 * POST /group/status — the status changes the spec implies: mark for deletion (`from` the current
 * status, `to` 'markedForDeletion') and restore (`from` 'markedForDeletion', `to` the previous
 * status). `from` must equal the stored status (else 412 'stale').
 */
export const GroupStatusRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  from: ContentStatusSchema,
  to: ContentStatusSchema,
  revalidationTag: v.optional(RevalidationTagSchema),
});
export type GroupStatusRequest = v.InferOutput<typeof GroupStatusRequestSchema>;

/**
 * POST /group/remove — a never-published group is deleted with its fields and cards; a published
 * one is marked for deletion (restorable through /group/status until the page is published).
 */
export const GroupRemoveRequestSchema = v.strictObject({ pageId: IdSchema, groupId: IdSchema });
export type GroupRemoveRequest = v.InferOutput<typeof GroupRemoveRequestSchema>;

/** PUT/POST /group/visibility — field visibility of a block by field name (missing fields are created). */
export const GroupVisibilityRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  visibleFields: v.pipe(
    v.record(FieldNameSchema, v.boolean()),
    v.check(
      (m) => Object.keys(m).length > 0 && Object.keys(m).length <= 60,
      'visibleFields is empty or too long',
    ),
  ),
});
export type GroupVisibilityRequest = v.InferOutput<typeof GroupVisibilityRequestSchema>;

/** PUT/POST /group/meta — the languages a block is hidden in. */
export const GroupMetaRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  meta: v.strictObject({ disallowedLanguages: v.array(LocaleSchema) }),
});
export type GroupMetaRequest = v.InferOutput<typeof GroupMetaRequestSchema>;

/** Position of a group among its siblings after an add or a move. */
export const GroupPositionSchema = v.object({ id: IdSchema, position: v.number() });
export type GroupPosition = v.InferOutput<typeof GroupPositionSchema>;

export const GroupAddResponseSchema = v.object({
  group: StoredGroupSchema,
  positions: v.array(GroupPositionSchema),
});
export type GroupAddResponse = v.InferOutput<typeof GroupAddResponseSchema>;

export const GroupSortResponseSchema = v.object({
  /** False when the block already was first (up) or last (down). */
  moved: v.boolean(),
  positions: v.array(GroupPositionSchema),
});
export type GroupSortResponse = v.InferOutput<typeof GroupSortResponseSchema>;

export const GroupStatusResponseSchema = v.object({ group: StoredGroupSchema });
export type GroupStatusResponse = v.InferOutput<typeof GroupStatusResponseSchema>;

export const GroupRemoveResponseSchema = v.variant('outcome', [
  /** A never-published group: gone with its fields and cards (ids listed). */
  v.object({ outcome: v.literal('deleted'), groupIds: v.array(IdSchema), fieldIds: v.array(IdSchema) }),
  /** A published group: marked for deletion, restorable. */
  v.object({ outcome: v.literal('marked'), group: StoredGroupSchema }),
]);
export type GroupRemoveResponse = v.InferOutput<typeof GroupRemoveResponseSchema>;

export const GroupVisibilityResponseSchema = v.object({ fields: v.array(StoredFieldSchema) });
export type GroupVisibilityResponse = v.InferOutput<typeof GroupVisibilityResponseSchema>;

export const GroupMetaResponseSchema = v.object({ group: StoredGroupSchema });
export type GroupMetaResponse = v.InferOutput<typeof GroupMetaResponseSchema>;
