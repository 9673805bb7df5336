/**
 * POST /data — the editor's save of one item (a field, a group or a page), with optimistic
 * concurrency. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { FieldNameSchema, IdSchema, RevalidationTagSchema, RevisionSchema } from './common.ts';
import { FieldDataSchema } from './field.ts';
import { GroupDataSchema } from './group.ts';
import { StoredItemSchema } from './items.ts';
import { PageDataSchema } from './page.ts';

/**
 * POST /data — save one item. A field is named by pageId + groupId (null: a page field) + name;
 * saving a field that does not exist yet creates it (send `baseRevision: null`). Every other
 * save names the revision it was based on; a newer stored revision answers 412 'stale'.
 */
export const SaveRequestSchema = v.variant('itemType', [
  v.strictObject({
    itemType: v.literal('field'),
    pageId: IdSchema,
    groupId: v.nullable(IdSchema),
    name: FieldNameSchema,
    baseRevision: v.nullable(RevisionSchema),
    data: FieldDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
  v.strictObject({
    itemType: v.literal('group'),
    pageId: IdSchema,
    groupId: IdSchema,
    baseRevision: RevisionSchema,
    data: GroupDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
  v.strictObject({
    itemType: v.literal('page'),
    pageId: IdSchema,
    baseRevision: RevisionSchema,
    data: PageDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
]);
export type SaveRequest = v.InferOutput<typeof SaveRequestSchema>;
export type FieldSaveRequest = Extract<SaveRequest, { itemType: 'field' }>;
export type GroupSaveRequest = Extract<SaveRequest, { itemType: 'group' }>;
export type PageSaveRequest = Extract<SaveRequest, { itemType: 'page' }>;

export const SaveResponseSchema = v.object({ item: StoredItemSchema });
export type SaveResponse = v.InferOutput<typeof SaveResponseSchema>;
