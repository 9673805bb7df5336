/**
 * The page's block structure: add a block, move it (a step or to an index), mark it for deletion
 * or restore it, remove it (a never-published block is deleted with its fields and cards).
 */
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { groups } from '../../../db/schema.ts';
import { isHealthOpticsMember } from '../../../db/snapshot.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import { blockSchemas } from '../../../src/blocks/registry.ts';
import { HEALTH_OPTICS_BLOCK_TYPES } from '../../../src/blocks/types.ts';
import { moveItem, targetIndex, type MoveTarget } from '../../../src/lib/block-order.ts';
import type { GroupAddRequest } from '../../../src/blocks/add-request.ts';
import type {
  GroupAddResponse,
  GroupRemoveRequest,
  GroupRemoveResponse,
  GroupSortRequest,
  GroupSortResponse,
  GroupStatusRequest,
  GroupStatusResponse,
} from '../../../src/lib/api/group.ts';
import type { ContentStatus } from '../../../src/lib/content.ts';
import { ApiError } from '../../errors.ts';
import {
  StaleItemError,
  deleteGroups,
  getGroup,
  getPage,
  iso,
  newId,
  toStoredGroup,
  withDescendants,
  type Exec,
  type GroupRow,
  type WriteOptions,
} from './rows.ts';

/** Siblings of a group (same page, same parent), in position order. */
async function siblingsOf(tx: Exec, pageId: string, parentId: string | null): Promise<GroupRow[]> {
  const rows = await tx
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.pageId, pageId),
        parentId === null ? isNull(groups.parentId) : eq(groups.parentId, parentId),
      ),
    );
  return rows
    .filter((g) => g.status !== 'deleted')
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Writes positions 0..n-1 in the given order (only rows whose position changes). */
async function renumber(
  tx: Tx,
  ordered: GroupRow[],
  now: string,
): Promise<{ id: string; position: number }[]> {
  const out: { id: string; position: number }[] = [];
  for (const [position, g] of ordered.entries()) {
    if (g.position !== position) {
      await tx.update(groups).set({ position, updatedAt: now }).where(eq(groups.id, g.id));
    }
    out.push({ id: g.id, position });
  }
  return out;
}

/** Inserts a block with its default options and no fields next to `nextTo` (or at the end). */
export async function addGroup(
  db: Db,
  input: GroupAddRequest,
  opts?: WriteOptions,
): Promise<GroupAddResponse> {
  const def = blockSchemas[input.groupName];
  const options = v.parse(def.options, {}) as Record<string, unknown>;
  if (HEALTH_OPTICS_BLOCK_TYPES.includes(def.type) && !(await isHealthOpticsMember(db))) {
    throw new ApiError(403, 'health_optics_only');
  }
  return writeTransaction(db, async (tx) => {
    await getPage(tx, input.pageId);
    const siblings = await siblingsOf(tx, input.pageId, null);
    let index = siblings.length;
    if (input.nextTo !== null) {
      const at = siblings.findIndex((g) => g.id === input.nextTo);
      if (at < 0) throw new ApiError(404, 'not_found', `group ${input.nextTo}`);
      index = (input.position ?? 'after') === 'after' ? at + 1 : at;
    }
    const now = iso(opts);
    const [inserted] = await tx
      .insert(groups)
      .values({
        id: newId('group'),
        pageId: input.pageId,
        parentId: null,
        type: def.type,
        version: def.version,
        status: 'draft',
        position: index,
        options,
        meta: { disallowedLanguages: [] },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const ordered = [...siblings.slice(0, index), inserted!, ...siblings.slice(index)];
    const positions = await renumber(tx, ordered, now);
    return { group: toStoredGroup({ ...inserted!, position: index }), positions };
  });
}

/**
 * Moves a block among its siblings in one transaction: one place up or down (at the ends nothing
 * changes) or to an index (422 when that is no place in the list; nothing changes). Positions are
 * renumbered 0..n-1; no revision is bumped, so an open editor never turns stale (decision 0004).
 */
export async function sortGroup(
  db: Db,
  input: GroupSortRequest,
  opts?: WriteOptions,
): Promise<GroupSortResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    const siblings = await siblingsOf(tx, group.pageId, group.parentId);
    const from = siblings.findIndex((g) => g.id === group.id);
    if (from < 0) throw new ApiError(404, 'not_found', `group ${group.id}`);
    const target: MoveTarget =
      input.toIndex === undefined ? { direction: input.direction ?? 'down' } : { toIndex: input.toIndex };
    const to = targetIndex(from, siblings.length, target);
    if (to === null) {
      throw new ApiError(422, 'invalid_input', `toIndex must be 0 to ${siblings.length - 1}`);
    }
    if (to === from) {
      const positions = siblings.map((g) => ({ id: g.id, position: g.position }));
      return { moved: false, fromIndex: from, toIndex: from, positions };
    }
    const positions = await renumber(tx, moveItem(siblings, from, to), iso(opts));
    return { moved: true, fromIndex: from, toIndex: to, positions };
  });
}

/**
 * The two status changes the spec implies: mark for deletion (remembering the status it had)
 * and restore that previous status. `from` must be the stored status (else stale).
 */
export async function setGroupStatus(
  db: Db,
  input: GroupStatusRequest,
  opts?: WriteOptions,
): Promise<GroupStatusResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    if (group.status !== input.from) throw new StaleItemError(toStoredGroup(group));
    let next: { status: ContentStatus; previousStatus: ContentStatus | null };
    if (input.to === 'markedForDeletion' && input.from !== 'markedForDeletion') {
      next = { status: 'markedForDeletion', previousStatus: input.from };
    } else if (input.from === 'markedForDeletion' && input.to === (group.previousStatus ?? 'draft')) {
      next = { status: input.to, previousStatus: null };
    } else {
      throw new ApiError(409, 'conflict', `${input.from} -> ${input.to}`);
    }
    const [updated] = await tx
      .update(groups)
      .set({ ...next, updatedAt: iso(opts) })
      .where(eq(groups.id, group.id))
      .returning();
    return { group: toStoredGroup(updated!) };
  });
}

/** Deletes a never-published block (with fields and cards); marks a published one for deletion. */
export async function removeGroup(
  db: Db,
  input: GroupRemoveRequest,
  opts?: WriteOptions,
): Promise<GroupRemoveResponse> {
  return writeTransaction(db, async (tx) => {
    const group = await getGroup(tx, input.pageId, input.groupId);
    if (group.publishedAt === null) {
      const doomed = await withDescendants(tx, group);
      const groupIds = doomed.map((g) => g.id);
      const fieldIds = await deleteGroups(tx, groupIds);
      const rest = await siblingsOf(tx, group.pageId, group.parentId);
      await renumber(tx, rest, iso(opts));
      return { outcome: 'deleted', groupIds, fieldIds };
    }
    if (group.status === 'markedForDeletion') return { outcome: 'marked', group: toStoredGroup(group) };
    const [updated] = await tx
      .update(groups)
      .set({ status: 'markedForDeletion', previousStatus: group.status, updatedAt: iso(opts) })
      .where(eq(groups.id, group.id))
      .returning();
    return { outcome: 'marked', group: toStoredGroup(updated!) };
  });
}
