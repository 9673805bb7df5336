/**
 * Version history (docs/decisions/0020): every publish keeps the page as it went live, who
 * published it and what changed against the page's previous version (`recordVersion`, called by
 * `publishPage` inside its transaction); the history lists them, shows one, and restores one as
 * the page's draft. Restoring writes the draft columns like a save (revision bumped, so open
 * editors see the change) and never touches the published columns.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups, media, pages, pageVersions } from '../../../db/schema.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import type { GroupSnapshot, PageSnapshot } from '../../../src/lib/content.ts';
import type {
  Publisher,
  VersionEntry,
  VersionGetResponse,
  VersionRestoreResponse,
} from '../../../src/lib/api/versions.ts';
import { withPasswordMarker } from '../../../src/lib/protected-pages.ts';
import { summarizeVersion, type VersionSummary } from '../../../src/lib/versions/summary.ts';
import { ApiError } from '../../errors.ts';
import { deleteGroups, getPage, iso, newId, type Exec, type WriteOptions } from './rows.ts';
import { loadPageSides } from './status.ts';

type VersionRow = typeof pageVersions.$inferSelect;

/** Who publishes when nobody is named (a script, a test): an editor without a name. */
export const UNKNOWN_PUBLISHER: Publisher = { kind: 'editor', id: null, name: null, email: null };

/**
 * Writes the version of a publish: the page's published side as it is now (call it after the
 * copy, in the same transaction) and its summary against the previous version.
 */
export async function recordVersion(
  tx: Tx,
  pageId: string,
  publishedAt: string,
  publisher: Publisher,
): Promise<{ sequence: number; summary: VersionSummary }> {
  const sides = await loadPageSides(tx, pageId);
  if (!sides?.published) throw new Error(`page ${pageId} has no published side to keep`);
  const [previous] = await tx
    .select({ sequence: pageVersions.sequence, snapshot: pageVersions.snapshot })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.sequence))
    .limit(1);
  const snapshot = sides.published;
  const summary = summarizeVersion(snapshot, previous ? (previous.snapshot as PageSnapshot) : null);
  const sequence = (previous?.sequence ?? 0) + 1;
  await tx.insert(pageVersions).values({
    id: `version-${crypto.randomUUID()}`,
    pageId,
    sequence,
    publishedAt,
    publishedByKind: publisher.kind,
    publishedById: publisher.id,
    publishedByName: publisher.name,
    publishedByEmail: publisher.email,
    snapshot: snapshot as unknown as Record<string, unknown>,
    summary: summary as unknown as Record<string, unknown>,
  });
  return { sequence, summary };
}

function toEntry(row: Omit<VersionRow, 'snapshot' | 'id' | 'createdAt'>): VersionEntry {
  return {
    pageId: row.pageId,
    sequence: row.sequence,
    publishedAt: row.publishedAt,
    publishedBy: {
      kind: row.publishedByKind,
      id: row.publishedById,
      name: row.publishedByName,
      email: row.publishedByEmail,
    },
    summary: row.summary as unknown as VersionEntry['summary'],
  };
}

const entryColumns = {
  pageId: pageVersions.pageId,
  sequence: pageVersions.sequence,
  publishedAt: pageVersions.publishedAt,
  publishedByKind: pageVersions.publishedByKind,
  publishedById: pageVersions.publishedById,
  publishedByName: pageVersions.publishedByName,
  publishedByEmail: pageVersions.publishedByEmail,
  summary: pageVersions.summary,
};

/** A page's versions, newest first (without their snapshots); 404 for an unknown page. */
export async function listVersions(db: Exec, pageId: string): Promise<VersionEntry[]> {
  await getPage(db, pageId);
  const rows = await db
    .select(entryColumns)
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.sequence));
  return rows.map(toEntry);
}

async function versionRow(db: Exec, pageId: string, sequence: number): Promise<VersionRow> {
  await getPage(db, pageId);
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.sequence, sequence)));
  if (!row) throw new ApiError(404, 'version_not_found', `${pageId} #${sequence}`);
  return row;
}

/** One version with the page as it was published (a password shows as the marker). */
export async function getVersion(db: Exec, pageId: string, sequence: number): Promise<VersionGetResponse> {
  const row = await versionRow(db, pageId, sequence);
  const page = row.snapshot as unknown as PageSnapshot;
  return { version: toEntry(row), page: { ...page, meta: withPasswordMarker(page.meta) } };
}

interface PlacedGroup {
  group: GroupSnapshot;
  parentId: string | null;
  position: number;
}

function placeGroups(list: readonly GroupSnapshot[], parentId: string | null, out: PlacedGroup[]) {
  list.forEach((group, position) => {
    out.push({ group, parentId, position });
    placeGroups(group.children, group.id, out);
  });
  return out;
}

/**
 * Makes a version the page's draft: the page's slug and meta, its blocks (order, options,
 * languages, version; blocks deleted since come back as draft blocks; blocks added since are
 * deleted when never published, else marked for deletion) and their fields (content, options,
 * media, visibility; fields the version did not have are emptied). Every written row's revision
 * is bumped; the published columns are left alone, so the page then shows as changed.
 */
export async function restoreVersion(
  db: Db,
  pageId: string,
  sequence: number,
  opts?: WriteOptions,
): Promise<VersionRestoreResponse> {
  const now = iso(opts);
  return writeTransaction(db, async (tx) => {
    const version = await versionRow(tx, pageId, sequence);
    const snapshot = version.snapshot as unknown as PageSnapshot;
    const pageRow = await getPage(tx, pageId);
    await tx
      .update(pages)
      .set({ slug: snapshot.slug, meta: snapshot.meta, revision: pageRow.revision + 1, updatedAt: now })
      .where(eq(pages.id, pageId));

    const groupIds = await restoreGroups(tx, pageId, snapshot, now);
    await restoreFields(tx, pageId, snapshot, groupIds.idOf, now);
    return {
      pageId,
      sequence,
      restoredGroupIds: groupIds.restored,
      removedGroupIds: groupIds.removed,
    };
  });
}

async function freeIds(tx: Tx, table: typeof groups | typeof fields, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const taken = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const takenIds = new Set(taken.map((r) => r.id));
  return new Set(ids.filter((id) => !takenIds.has(id)));
}

async function restoreGroups(tx: Tx, pageId: string, snapshot: PageSnapshot, now: string) {
  const rows = await tx.select().from(groups).where(eq(groups.pageId, pageId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const placed = placeGroups(snapshot.groups, null, []);
  const missing = placed.filter((p) => !byId.has(p.group.id)).map((p) => p.group.id);
  // A block deleted since gets its old id back (ids are unique site-wide; a taken one gets a new id).
  const free = await freeIds(tx, groups, missing);
  const idMap = new Map<string, string>();
  for (const id of missing) idMap.set(id, free.has(id) ? id : newId('group'));
  const idOf = (id: string) => idMap.get(id) ?? id;
  const restored: string[] = [];

  for (const { group, parentId, position } of placed) {
    const existing = byId.get(group.id);
    const values = {
      parentId: parentId === null ? null : idOf(parentId),
      position,
      version: group.version,
      options: group.options,
      updatedAt: now,
    };
    if (existing) {
      const gone = existing.status === 'markedForDeletion' || existing.status === 'deleted';
      await tx
        .update(groups)
        .set({
          ...values,
          meta: { ...existing.meta, disallowedLanguages: group.disallowedLanguages },
          status: gone
            ? (existing.previousStatus ?? (existing.publishedAt ? 'published' : 'draft'))
            : existing.status,
          previousStatus: gone ? null : existing.previousStatus,
          revision: existing.revision + 1,
        })
        .where(eq(groups.id, existing.id));
    } else {
      const id = idOf(group.id);
      await tx.insert(groups).values({
        ...values,
        id,
        pageId,
        type: group.type,
        status: 'draft',
        meta: { disallowedLanguages: group.disallowedLanguages },
      });
      restored.push(id);
    }
  }

  const kept = new Set(placed.map((p) => p.group.id));
  const extra = rows.filter((r) => !kept.has(r.id) && r.status !== 'deleted');
  const neverPublished = extra.filter((r) => r.publishedAt === null).map((r) => r.id);
  await deleteGroups(tx, neverPublished);
  const toMark = extra.filter((r) => r.publishedAt !== null && r.status !== 'markedForDeletion');
  for (const row of toMark) {
    await tx
      .update(groups)
      .set({ status: 'markedForDeletion', previousStatus: row.status, updatedAt: now })
      .where(eq(groups.id, row.id));
  }
  return { idOf, restored, removed: extra.map((r) => r.id) };
}

async function restoreFields(
  tx: Tx,
  pageId: string,
  snapshot: PageSnapshot,
  idOf: (groupId: string) => string,
  now: string,
) {
  const rows = await tx.select().from(fields).where(eq(fields.pageId, pageId));
  const key = (groupId: string | null, name: string) => `${groupId ?? ''}\u0000${name}`;
  const byOwner = new Map(rows.map((r) => [key(r.groupId, r.name), r]));
  const wanted = [
    ...Object.values(snapshot.fields).map((field) => ({ field, groupId: null as string | null })),
    ...placeGroups(snapshot.groups, null, []).flatMap(({ group }) =>
      Object.values(group.fields).map((field) => ({ field, groupId: idOf(group.id) })),
    ),
  ];
  // Media removed from the library since: the field comes back without it.
  const mediaIds = [...new Set(wanted.map((w) => w.field.media?.id).filter((id): id is string => !!id))];
  const present = mediaIds.length
    ? new Set(
        (await tx.select({ id: media.id }).from(media).where(inArray(media.id, mediaIds))).map((r) => r.id),
      )
    : new Set<string>();
  const newFieldIds = wanted.filter((w) => !byOwner.has(key(w.groupId, w.field.name))).map((w) => w.field.id);
  const free = await freeIds(tx, fields, newFieldIds);

  const written = new Set<string>();
  for (const { field, groupId } of wanted) {
    const mediaId = field.media && present.has(field.media.id) ? field.media.id : null;
    const values = {
      content: field.content,
      options: field.options,
      mediaId,
      visible: field.visible,
      machineTranslated: null,
      updatedAt: now,
    };
    const existing = byOwner.get(key(groupId, field.name));
    if (existing) {
      written.add(existing.id);
      await tx
        .update(fields)
        .set({ ...values, revision: existing.revision + 1 })
        .where(eq(fields.id, existing.id));
    } else {
      await tx.insert(fields).values({
        ...values,
        id: free.has(field.id) ? field.id : newId('field'),
        pageId,
        groupId,
        name: field.name,
      });
    }
  }

  // Fields of the restored page and blocks that the version did not have.
  const keptGroups = new Set(placeGroups(snapshot.groups, null, []).map((p) => idOf(p.group.id)));
  const leftovers = rows.filter(
    (r) => !written.has(r.id) && (r.groupId === null || keptGroups.has(r.groupId)),
  );
  const unpublished = leftovers.filter((r) => r.publishedAt === null).map((r) => r.id);
  if (unpublished.length) await tx.delete(fields).where(inArray(fields.id, unpublished));
  for (const row of leftovers.filter((r) => r.publishedAt !== null)) {
    await tx
      .update(fields)
      .set({
        content: null,
        options: {},
        mediaId: null,
        visible: true,
        machineTranslated: null,
        revision: row.revision + 1,
        updatedAt: now,
      })
      .where(eq(fields.id, row.id));
  }
}
