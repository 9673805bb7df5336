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

/**
 * POST /group/sort — move a block among its siblings (for a top-level block: the page's blocks,
 * including those marked for deletion): one place `direction` 'up' or 'down' (no-op at the ends),
 * or to `toIndex`, the index it ends at (0 = first). Exactly one of the two. An index that is no
 * place in the list answers 422 and moves nothing. Moving never bumps a revision (decision 0004).
 */
export const GroupSortRequestSchema = v.pipe(
  v.strictObject({
    pageId: IdSchema,
    groupId: IdSchema,
    direction: v.optional(v.picklist(['up', 'down'])),
    toIndex: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.check(
    (input) => (input.direction === undefined) !== (input.toIndex === undefined),
    'give either direction or toIndex',
  ),
);
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
  /** False when the block already was first (up), last (down) or at `toIndex`. */
  moved: v.boolean(),
  /** The block's index among its siblings before the move (what an undo moves it back to). */
  fromIndex: v.number(),
  /** Its index after the move. */
  toIndex: v.number(),
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
