/**
 * The collection editor's calls under /collection (editor spec §7): add an item, sort the items,
 * toggle an item between shown and archive, remove an item. Every call names the container block
 * it was made from (`collectionId`) and the collection that block lists (`collectionName`); the
 * collections are page collections, so an item is a page. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { EDITABLE_COLLECTIONS } from '../collections.ts';
import { IdSchema } from './common.ts';
import { StoredPageSchema } from './items.ts';

/** Longest item name (it becomes the page name and slug in both locales). */
export const MAX_ITEM_NAME_LENGTH = 120;

const target = {
  /** The container block the editor works in. */
  collectionId: IdSchema,
  collectionName: v.picklist(EDITABLE_COLLECTIONS),
};

/**
 * POST /collection/add — a new draft item page named `name` (trimmed, required) at the end of the
 * collection, with its detail block and name field, and a slug from the name in both locales.
 * `collectionType` is 'page': every editable collection is a page collection.
 */
export const CollectionAddRequestSchema = v.strictObject({
  ...target,
  collectionType: v.literal('page'),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name is empty'), v.maxLength(MAX_ITEM_NAME_LENGTH)),
});
export type CollectionAddRequest = v.InferOutput<typeof CollectionAddRequestSchema>;

export const CollectionAddResponseSchema = v.object({
  page: StoredPageSchema,
  /** The new page's blocks: the detail block (a service page, which has none, gets a hero carrying the name). */
  groupIds: v.array(IdSchema),
});
export type CollectionAddResponse = v.InferOutput<typeof CollectionAddResponseSchema>;

/** POST /collection/sort — item `active` takes the place of item `over`; the items between shift by one. */
export const CollectionSortRequestSchema = v.strictObject({ ...target, active: IdSchema, over: IdSchema });
export type CollectionSortRequest = v.InferOutput<typeof CollectionSortRequestSchema>;

export const CollectionSortResponseSchema = v.object({
  /** Every item of the collection with its position now, in order. */
  positions: v.array(v.object({ id: IdSchema, position: v.number() })),
});
export type CollectionSortResponse = v.InferOutput<typeof CollectionSortResponseSchema>;

/**
 * POST /collection/toggle — the visible flag of an item: 'add' shows it in the containers, 'remove'
 * moves it to the archive. Like the order, it is live at once (a published item is re-rendered).
 */
export const CollectionToggleRequestSchema = v.strictObject({
  ...target,
  pageId: IdSchema,
  action: v.picklist(['add', 'remove']),
});
export type CollectionToggleRequest = v.InferOutput<typeof CollectionToggleRequestSchema>;

export const CollectionToggleResponseSchema = v.object({ page: StoredPageSchema });
export type CollectionToggleResponse = v.InferOutput<typeof CollectionToggleResponseSchema>;

/**
 * POST /collection/removeItem — a never-published item is deleted with its blocks and fields; a
 * published one is marked deleted (its rows stay) and its pages disappear from the site at once.
 */
export const CollectionRemoveItemRequestSchema = v.strictObject({ ...target, pageId: IdSchema });
export type CollectionRemoveItemRequest = v.InferOutput<typeof CollectionRemoveItemRequestSchema>;

export const CollectionRemoveItemResponseSchema = v.object({
  pageId: IdSchema,
  outcome: v.picklist(['deleted', 'marked']),
  /** Public paths that no longer exist. */
  removedPaths: v.array(v.string()),
});
export type CollectionRemoveItemResponse = v.InferOutput<typeof CollectionRemoveItemResponseSchema>;
