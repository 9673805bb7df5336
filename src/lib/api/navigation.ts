/**
 * GET /navigation/draft and POST /navigation: the editor's navigation manager reads the draft tree
 * with its revision and saves the whole tree (live at once). Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { NAVIGATION_LIMITS } from '../navigation-edit.ts';
import { IdSchema } from './common.ts';
import { localeMapOf } from './items.ts';
import { NavigationTreeSchema } from './snapshot.ts';

const LabelSchema = v.pipe(v.string(), v.maxLength(NAVIGATION_LIMITS.label));

/** A page entry as the editor sends it. */
export const NavigationChildInputSchema = v.strictObject({
  id: IdSchema,
  type: v.literal('page'),
  pageId: IdSchema,
  appearance: v.picklist(['default', 'button']),
});

/** A container as the editor sends it: label per language (each up to 80 characters), at most 30 entries. */
export const NavigationContainerInputSchema = v.strictObject({
  id: IdSchema,
  label: localeMapOf(LabelSchema),
  pageId: v.optional(v.nullable(IdSchema)),
  children: v.pipe(v.array(NavigationChildInputSchema), v.maxLength(NAVIGATION_LIMITS.children)),
});

/** The whole tree as the editor sends it: at most 8 containers. */
export const NavigationTreeInputSchema = v.strictObject({
  containers: v.pipe(v.array(NavigationContainerInputSchema), v.maxLength(NAVIGATION_LIMITS.containers)),
});

/** POST /navigation: the whole tree and the revision it was based on (optimistic concurrency). */
export const NavigationSaveRequestSchema = v.strictObject({
  baseRevision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tree: NavigationTreeInputSchema,
});
export type NavigationSaveRequest = v.InferOutput<typeof NavigationSaveRequestSchema>;

/** The stored draft tree with its revision (GET /navigation/draft; `current` of a 412). */
export const NavigationDraftResponseSchema = v.object({
  tree: NavigationTreeSchema,
  revision: v.number(),
});
export type NavigationDraftResponse = v.InferOutput<typeof NavigationDraftResponseSchema>;

/** POST /navigation: the saved tree, its new revision and whether the site is live with it. */
export const NavigationSaveResponseSchema = v.object({
  tree: NavigationTreeSchema,
  revision: v.number(),
  /** False when the rebuild failed (logged): the database holds the new navigation. */
  live: v.boolean(),
});
export type NavigationSaveResponse = v.InferOutput<typeof NavigationSaveResponseSchema>;
