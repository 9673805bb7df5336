/**
 * Adds a health-magazine article to a goFeed block by its URL (editor spec §7): the feed names
 * the post id for the permalink, then its teaser (cached, so the next build shows it); a new
 * goFeedCard goes last among the block's cards, with the article's title in its title field
 * (every visitor locale) and the post id as its postId option. Nothing is written on any refusal.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups } from '../../../db/schema.ts';
import { isHealthOpticsMember } from '../../../db/snapshot.ts';
import { writeTransaction } from '../../../db/write.ts';
import { goFeedCardSchema } from '../../../src/blocks/goFeedCard/schema.ts';
import type { MagazineArticleRequest, MagazineArticleResponse } from '../../../src/lib/api/magazine.ts';
import { VISITOR_LOCALES } from '../../../src/lib/content.ts';
import { normalizePermalink } from '../../../src/lib/magazine/teaser.ts';
import { ApiError } from '../../errors.ts';
import { getGroup, iso, newId, toStoredField, toStoredGroup, type WriteOptions } from '../content/rows.ts';
import { cachedTeasers, type MagazineCacheOptions } from './cache.ts';
import { MagazineFeedError, type MagazineFeed } from './feed.ts';

/**
 * Creates the goFeedCard for the article at `input.url`.
 *
 * @example
 * const { group, field } = await addMagazineArticle(db, feed, { pageId, groupId, url });
 */
export async function addMagazineArticle(
  db: Db,
  feed: MagazineFeed,
  input: MagazineArticleRequest,
  opts: WriteOptions & Pick<MagazineCacheOptions, 'log'> = {},
): Promise<MagazineArticleResponse> {
  if (!(await isHealthOpticsMember(db))) throw new ApiError(403, 'health_optics_only');
  const feedGroup = await getGroup(db, input.pageId, input.groupId);
  if (feedGroup.type !== 'goFeed') throw new ApiError(409, 'conflict', 'not a goFeed block');
  const url = input.url.trim();
  if (url === '') throw new ApiError(400, 'url_missing');
  const permalink = normalizePermalink(url);
  if (permalink === null) throw new ApiError(404, 'article_not_found');

  let postId: string | null;
  let title: string | undefined;
  try {
    postId = await feed.postIdByPermalink(permalink);
    if (postId !== null) {
      const now = opts.now ?? new Date();
      [{ title } = { title: undefined }] = await cachedTeasers(db, feed, [postId], { now, log: opts.log });
    }
  } catch (error) {
    if (error instanceof MagazineFeedError) throw new ApiError(502, 'internal_error', error.message);
    throw error;
  }
  if (postId === null || title === undefined) throw new ApiError(404, 'article_not_found');
  const articleTitle = title;
  const articleId = postId;

  return writeTransaction(db, async (tx) => {
    const siblings = await tx
      .select({ position: groups.position, status: groups.status })
      .from(groups)
      .where(and(eq(groups.pageId, input.pageId), eq(groups.parentId, feedGroup.id)));
    const position = siblings.filter((g) => g.status !== 'deleted').length;
    const now = iso(opts);
    const [card] = await tx
      .insert(groups)
      .values({
        id: newId('group'),
        pageId: input.pageId,
        parentId: feedGroup.id,
        type: goFeedCardSchema.type,
        version: goFeedCardSchema.version,
        status: 'draft',
        position,
        options: { postId: articleId },
        meta: { disallowedLanguages: [] },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const values = Object.fromEntries(VISITOR_LOCALES.map((locale) => [locale, { text: articleTitle }]));
    const [field] = await tx
      .insert(fields)
      .values({
        id: newId('field'),
        pageId: input.pageId,
        groupId: card!.id,
        name: 'title',
        content: { kind: 'localized', values },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { group: toStoredGroup(card!), field: toStoredField(field!) };
  });
}
