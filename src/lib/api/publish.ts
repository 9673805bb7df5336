/**
 * POST /page/publish, /page/revert and /page/revertAll, and POST /revalidate/tag. Pure: no I/O,
 * no DOM, no node:*.
 */
import * as v from 'valibot';
import { CacheTagSchema, IdSchema } from './common.ts';

/** POST /page/publish and POST /page/revert. */
export const PageIdRequestSchema = v.strictObject({ id: IdSchema });
export type PageIdRequest = v.InferOutput<typeof PageIdRequestSchema>;

/** POST /page/revertAll: no payload (an empty object or no body). */
export const RevertAllRequestSchema = v.optional(v.strictObject({}), {});

export const PublishResponseSchema = v.object({
  pageId: IdSchema,
  publishedAt: v.string(),
  /** Groups marked for deletion that the publish removed. */
  removedGroupIds: v.array(IdSchema),
  /** Public paths that no longer exist (a changed slug or a newly hidden language). */
  removedPaths: v.array(v.string()),
  /** True when the rebuild hook confirmed the new pages are served; false when it failed (logged). */
  live: v.boolean(),
});
export type PublishResponse = v.InferOutput<typeof PublishResponseSchema>;

export const RevertResponseSchema = v.object({
  pageId: IdSchema,
  /** Never-published groups and fields the revert deleted. */
  deletedGroupIds: v.array(IdSchema),
  deletedFieldIds: v.array(IdSchema),
});
export type RevertResponse = v.InferOutput<typeof RevertResponseSchema>;

export const RevertAllResponseSchema = v.object({ pageIds: v.array(IdSchema) });
export type RevertAllResponse = v.InferOutput<typeof RevertAllResponseSchema>;

/** POST /revalidate/tag. */
export const RevalidateTagRequestSchema = v.strictObject({ tag: CacheTagSchema });
export type RevalidateTagRequest = v.InferOutput<typeof RevalidateTagRequestSchema>;

export const RevalidateTagResponseSchema = v.object({ tag: CacheTagSchema, revalidated: v.literal(true) });
export type RevalidateTagResponse = v.InferOutput<typeof RevalidateTagResponseSchema>;
