/**
 * The options of a block as visitors see it: published, not deleted, on a live page. Public
 * routes (the forms) read their settings from here, never from what the browser sends.
 */
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { groups, pages } from '../../db/schema.ts';
import { readOptions } from '../../src/blocks/read.ts';
import type { BlockSchemaDef, BlockType } from '../../src/blocks/types.ts';

type OptionsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * The published options of block `groupId` of type `def.type`, with defaults; null when no such
 * block is live (unknown id, another block type, never published, deleted, or its page not live).
 */
export async function livePublishedOptions<TOptions extends OptionsSchema>(
  db: Db,
  groupId: string,
  def: BlockSchemaDef<BlockType, TOptions>,
): Promise<v.InferOutput<TOptions> | null> {
  const [row] = await db
    .select({
      type: groups.type,
      status: groups.status,
      version: groups.publishedVersion,
      options: groups.publishedOptions,
      publishedAt: groups.publishedAt,
      pageStatus: pages.status,
      pagePublishedAt: pages.publishedAt,
    })
    .from(groups)
    .innerJoin(pages, eq(groups.pageId, pages.id))
    .where(eq(groups.id, groupId))
    .limit(1);
  const live =
    row?.type === def.type &&
    row.publishedAt !== null &&
    row.options !== null &&
    row.status !== 'deleted' &&
    row.pagePublishedAt !== null &&
    row.pageStatus !== 'deleted' &&
    row.pageStatus !== 'archived';
  if (!live) return null;
  return readOptions(def, row.version ?? 1, row.options);
}
