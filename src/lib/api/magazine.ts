/**
 * POST /magazine/article (editor spec §7): an editor adds a health-magazine article to a goFeed
 * block by its URL; the answer is the new goFeedCard with its title field and postId option.
 * An empty URL is not a schema error: the route answers it with 'URL nicht angegeben'.
 */
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { StoredFieldSchema, StoredGroupSchema } from './items.ts';

export const MagazineArticleRequestSchema = v.object({
  pageId: IdSchema,
  /** The goFeed block the card goes into. */
  groupId: IdSchema,
  /** The article's permalink on the magazine's site. */
  url: v.pipe(v.string(), v.maxLength(2000)),
});
export type MagazineArticleRequest = v.InferOutput<typeof MagazineArticleRequestSchema>;

export const MagazineArticleResponseSchema = v.object({
  /** The new goFeedCard (its options carry the postId). */
  group: StoredGroupSchema,
  /** Its title field, holding the article's title in every locale. */
  field: StoredFieldSchema,
});
export type MagazineArticleResponse = v.InferOutput<typeof MagazineArticleResponseSchema>;
