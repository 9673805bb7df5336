/**
 * Reading the media library: one page of items (newest first) with the folders and tags in use,
 * one item, and the pages that show an item (a field's image on the draft or published side, a
 * page's share image, a gallery's items), which the delete warning names and whose live pages
 * are re-rendered when the item changes or goes.
 */
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups, media, pages } from '../../../db/schema.ts';
import {
  MEDIA_PAGE_SIZE,
  VIDEO_PAGE_SIZE,
  type MediaListAnswer,
  type MediaUsageAnswer,
} from '../../../src/lib/api/media.ts';
import { pagePath } from '../../../src/lib/routes.ts';
import { ApiError } from '../../errors.ts';
import type { Exec } from '../content/rows.ts';
import type { MediaRow } from '../images/variants.ts';
import { toMediaItem } from './item.ts';

/** The list query after validation. */
export interface ListQuery {
  mediaType: 'image' | 'video';
  folder?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  page: number;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/gu, (ch) => `\\${ch}`)}%`;

/** media/list: one page, newest change first, and every folder and tag of this media type. */
export async function listMedia(db: Db, query: ListQuery): Promise<MediaListAnswer> {
  const pageSize = query.mediaType === 'video' ? VIDEO_PAGE_SIZE : MEDIA_PAGE_SIZE;
  const ofType = eq(media.mediaType, query.mediaType);
  const filters: SQL[] = [ofType];
  if (query.folder) filters.push(eq(media.bucketFolder, query.folder));
  if (query.tag)
    filters.push(sql`exists (select 1 from json_each(${media.tags}) where json_each.value = ${query.tag})`);
  if (query.q) filters.push(sql`lower(${media.originalFilename}) like ${likePattern(query.q)} escape '\\'`);
  const where = and(...filters);
  const [rows, [count], folders, tags] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.updatedAt), desc(media.id))
      .limit(pageSize)
      .offset(query.page * pageSize),
    db
      .select({ n: sql<number>`count(*)` })
      .from(media)
      .where(where),
    db.selectDistinct({ folder: media.bucketFolder }).from(media).where(ofType).orderBy(media.bucketFolder),
    db.all<{ tag: string }>(
      sql`select distinct json_each.value as tag from ${media}, json_each(${media.tags}) where ${ofType} order by tag`,
    ),
  ]);
  return {
    items: rows.map(toMediaItem),
    total: Number(count?.n ?? 0),
    pageSize,
    folders: folders.map((f) => f.folder),
    tags: tags.map((t) => t.tag),
  };
}

/** One row; 404 when there is none. */
export async function mediaRow(db: Exec, id: string): Promise<MediaRow> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The ids of the pages that show a media item, on the draft side, the published side, or both. */
export async function pagesShowing(
  db: Exec,
  row: Pick<MediaRow, 'id' | 'parentId'>,
  side: 'any' | 'published',
): Promise<string[]> {
  const published = side === 'published';
  const [byField, byShareImage, byGallery] = await Promise.all([
    db
      .select({ pageId: fields.pageId })
      .from(fields)
      .where(
        published
          ? and(eq(fields.publishedMediaId, row.id), isNotNull(fields.publishedAt))
          : or(eq(fields.mediaId, row.id), eq(fields.publishedMediaId, row.id)),
      ),
    db
      .select({ pageId: pages.id })
      .from(pages)
      .where(
        published
          ? sql`json_extract(${pages.publishedMeta}, '$.ogImageId') = ${row.id}`
          : sql`(json_extract(${pages.meta}, '$.ogImageId') = ${row.id} or json_extract(${pages.publishedMeta}, '$.ogImageId') = ${row.id})`,
      ),
    row.parentId
      ? db
          .select({ pageId: groups.pageId })
          .from(groups)
          .where(and(eq(groups.id, row.parentId), published ? isNotNull(groups.publishedAt) : undefined))
      : [],
  ]);
  const ids = [...new Set([...byField, ...byShareImage, ...byGallery].map((r) => r.pageId))];
  if (!published || ids.length === 0) return ids;
  // Only pages visitors can see are re-rendered.
  const live = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(inArray(pages.id, ids), isNotNull(pages.publishedAt)));
  return live.map((p) => p.id);
}

/** media/usage: the pages showing an item, with the German title and URL the warning names. */
export async function mediaUsage(db: Db, id: string): Promise<MediaUsageAnswer> {
  const row = await mediaRow(db, id);
  const ids = await pagesShowing(db, row, 'any');
  if (ids.length === 0) return { pages: [] };
  const rows = await db.select().from(pages).where(inArray(pages.id, ids)).orderBy(pages.position);
  return {
    pages: rows.map((p) => {
      const meta = p.publishedMeta ?? p.meta;
      const slug = p.publishedSlug ?? p.slug;
      const title = meta.name.de ?? Object.values(meta.name).find(Boolean) ?? p.id;
      const url = pagePath(
        { ...p, slug, meta, ogImage: null, fields: {}, groups: [] } as Parameters<typeof pagePath>[0],
        'de',
      );
      return { id: p.id, title, url };
    }),
  };
}
