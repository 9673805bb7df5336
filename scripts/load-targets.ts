/**
 * What the save load (scripts/load.ts) writes to: the demo site's stored plain-text fields of
 * its blocks, with their revisions. Both servers of the save comparison (the real one,
 * scripts/load-server.ts, and the bare one, scripts/bare-save-server.ts) seed the demo site and
 * announce the same list, so the load generator sends them identical request bodies.
 */
import { and, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fields, groups } from '../db/schema.ts';
import { blockSchema } from '../src/blocks/registry.ts';

/** One field a save can name, as POST /api/v1/data names it, and its stored revision. */
export interface SaveTarget {
  pageId: string;
  groupId: string;
  name: string;
  revision: number;
}

/** The first line a load server prints on stdout once it listens (then its JSON). */
export const READY_PREFIX = 'LOAD_SERVER_READY ';

/** Up to `max` block fields declared as plain text (localized) that the demo seed stored. */
export async function saveTargets(db: Db, max = 256): Promise<SaveTarget[]> {
  const groupRows = await db.select({ id: groups.id, type: groups.type }).from(groups);
  const typeOf = new Map(groupRows.map((g) => [g.id, g.type]));
  const rows = await db
    .select({ pageId: fields.pageId, groupId: fields.groupId, name: fields.name, revision: fields.revision })
    .from(fields)
    .where(and(isNotNull(fields.groupId), isNotNull(fields.content)));
  const out: SaveTarget[] = [];
  for (const row of rows) {
    const type = row.groupId ? typeOf.get(row.groupId) : undefined;
    const spec = type ? blockSchema(type)?.fields.find((f) => f.name === row.name) : undefined;
    if (!row.groupId || spec?.kind !== 'text') continue;
    out.push({ pageId: row.pageId, groupId: row.groupId, name: row.name, revision: row.revision });
    if (out.length >= max) break;
  }
  return out;
}
