/**
 * POST /page/publish, /page/revert and /page/revertAll, and POST /revalidate/tag. Pure: no I/O,
 * no DOM, no node:*.
 */
import * as v from 'valibot';
import { PUBLISH_BLOCKED, PublishReasonsSchema } from '../publish/publish-rules.ts';
import { CacheTagSchema, IdSchema } from './common.ts';

/** POST /page/revert. */
export const PageIdRequestSchema = v.strictObject({ id: IdSchema });
export type PageIdRequest = v.InferOutput<typeof PageIdRequestSchema>;

/**
 * POST /page/publish. `accessibilityConfirmed`: the editor saw the accessibility check's findings
 * and publishes anyway (missing translations can never be confirmed away).
 */
export const PublishRequestSchema = v.strictObject({
  id: IdSchema,
  accessibilityConfirmed: v.optional(v.boolean(), false),
});
export type PublishRequest = v.InferInput<typeof PublishRequestSchema>;

/** The 409 answer of a refused publish: nothing changed, and why (src/lib/publish/publish-rules.ts). */
export const PublishRefusedBodySchema = v.object({
  success: v.literal(false),
  error: v.object({ code: v.literal(PUBLISH_BLOCKED), message: v.string() }),
  data: v.object({ reasons: PublishReasonsSchema }),
});
export type PublishRefusedBody = v.InferOutput<typeof PublishRefusedBodySchema>;

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
