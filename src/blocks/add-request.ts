/**
 * The add-block request of the editor API (POST /group/add). It names block types, so it lives
 * with the block schemas instead of `src/lib/api/` (src/lib imports no block code). React-free:
 * the API validates with it and the editor's client checks its input with it.
 */
import * as v from 'valibot';
import { IdSchema } from '../lib/api/common.ts';
import { BLOCK_TYPES, DIALOG_BLOCK_TYPES } from './registry.ts';

/** Block types the add-block dialog may insert. */
export const AddableBlockTypeSchema = v.picklist(DIALOG_BLOCK_TYPES);
/** Every known block type. */
export const BlockTypeSchema = v.picklist(BLOCK_TYPES);

/**
 * POST /group/add — insert a block of type `groupName` with its default options and no fields,
 * after (default) or before the group `nextTo`; `nextTo` null appends at the end of the page.
 */
export const GroupAddRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupName: AddableBlockTypeSchema,
  nextTo: v.nullable(IdSchema),
  position: v.optional(v.picklist(['after', 'before']), 'after'),
});
export type GroupAddRequest = v.InferInput<typeof GroupAddRequestSchema>;
