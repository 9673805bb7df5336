/** Block operations over a fresh seeded libSQL file: add, move, mark, restore, remove. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fields, groups } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { ctaSchema } from '../../../src/blocks/cta/schema.ts';
import { StaleItemError } from './rows.ts';
import { saveData } from './saves.ts';
import { addGroup, removeGroup, setGroupStatus, sortGroup } from './structure.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();
const HOME = PAGE.home;
const HERO = 'group-home-hero';
const CTA = 'group-home-cta';

describe('blocks', () => {
  beforeAll(t.reset);

  it('adds a block with its default options after, before and at the end', async () => {
    const order = await t.topLevelOrder(HOME);
    const hero = order.indexOf(HERO);
    const after = await addGroup(t.db, { pageId: HOME, groupName: 'cta', nextTo: HERO });
    expect(after.group).toMatchObject({
      type: 'cta',
      status: 'draft',
      published: false,
      position: hero + 1,
    });
    expect(after.group.options).toEqual({
      alignment: 'center',
      backgroundColor: 'primary',
      shiftedAlignment: 'default',
      size: 'medium',
    });
    expect(Object.keys(after.group.options).sort()).toEqual(Object.keys(ctaSchema.options.entries).sort());
    const before = await addGroup(t.db, {
      pageId: HOME,
      groupName: 'spacer',
      nextTo: HERO,
      position: 'before',
    });
    const end = await addGroup(t.db, { pageId: HOME, groupName: 'hero', nextTo: null });
    expect(await t.topLevelOrder(HOME)).toEqual([
      ...order.slice(0, hero),
      before.group.id,
      HERO,
      after.group.id,
      ...order.slice(hero + 1),
      end.group.id,
    ]);
    expect(end.positions.map((p) => p.position)).toEqual(end.positions.map((_, i) => i));
    await expect(
      addGroup(t.db, { pageId: HOME, groupName: 'cta', nextTo: 'group-nope' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      addGroup(t.db, { pageId: 'page-nope', groupName: 'cta', nextTo: null }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('moves a block up and down; at the ends nothing moves', async () => {
    const order = await t.topLevelOrder(HOME);
    const first = order[0]!;
    const last = order.at(-1)!;
    expect((await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'up' })).moved).toBe(false);
    expect((await sortGroup(t.db, { pageId: HOME, groupId: last, direction: 'down' })).moved).toBe(false);
    expect(await t.topLevelOrder(HOME)).toEqual(order);
    expect((await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'down' })).moved).toBe(true);
    expect(await t.topLevelOrder(HOME)).toEqual([order[1], order[0], ...order.slice(2)]);
    await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'up' });
    expect(await t.topLevelOrder(HOME)).toEqual(order);
  });

  it('moves a block to any index in one step, keeping revisions, and refuses a place outside the list', async () => {
    const order = await t.topLevelOrder(HOME);
    const revisions = async () =>
      (await t.db.select().from(groups).where(eq(groups.pageId, HOME)))
        .map((g) => `${g.id}:${g.revision}`)
        .sort();
    const before = await revisions();
    const moved = await sortGroup(t.db, { pageId: HOME, groupId: order[0]!, toIndex: 3 });
    expect(moved).toMatchObject({ moved: true, fromIndex: 0, toIndex: 3 });
    expect(await t.topLevelOrder(HOME)).toEqual([order[1], order[2], order[3], order[0], ...order.slice(4)]);
    expect(moved.positions.map((p) => p.id)).toEqual(await t.topLevelOrder(HOME));
    expect(await revisions()).toEqual(before);
    const same = await sortGroup(t.db, { pageId: HOME, groupId: order[0]!, toIndex: 3 });
    expect(same).toMatchObject({ moved: false, fromIndex: 3, toIndex: 3 });
    await sortGroup(t.db, { pageId: HOME, groupId: order[0]!, toIndex: 0 });
    expect(await t.topLevelOrder(HOME)).toEqual(order);
    for (const toIndex of [order.length, -1]) {
      await expect(sortGroup(t.db, { pageId: HOME, groupId: order[1]!, toIndex })).rejects.toMatchObject({
        status: 422,
        code: 'invalid_input',
      });
    }
    expect(await t.topLevelOrder(HOME)).toEqual(order);
  });

  it('lands a block exactly at its index under any sequence of moves (property)', async () => {
    const order = await t.topLevelOrder(HOME);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: order.length - 1 }), fc.nat({ max: order.length - 1 })), {
          maxLength: 5,
        }),
        async (moves) => {
          for (const [i, toIndex] of moves) {
            const before = await t.topLevelOrder(HOME);
            const id = before[i]!;
            await sortGroup(t.db, { pageId: HOME, groupId: id, toIndex });
            const after = await t.topLevelOrder(HOME);
            expect(after[toIndex]).toBe(id);
            expect(after.filter((g) => g !== id)).toEqual(before.filter((g) => g !== id));
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('keeps the order a permutation under any sequence of moves (property)', async () => {
    const order = await t.topLevelOrder(HOME);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.nat({ max: order.length - 1 }), fc.constantFrom('up' as const, 'down' as const)),
          {
            maxLength: 6,
          },
        ),
        async (moves) => {
          for (const [i, direction] of moves) {
            await sortGroup(t.db, { pageId: HOME, groupId: order[i]!, direction });
          }
          const now = await t.topLevelOrder(HOME);
          expect([...now].sort()).toEqual([...order].sort());
          const positions = (await t.db.select().from(groups).where(eq(groups.pageId, HOME)))
            .filter((g) => g.parentId === null)
            .map((g) => g.position)
            .sort((a, b) => a - b);
          expect(positions).toEqual(positions.map((_, i) => i));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('deletes a never-published block with its fields outright', async () => {
    const { group } = await addGroup(t.db, { pageId: HOME, groupName: 'cta', nextTo: null });
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: group.id,
      name: 'title',
      baseRevision: null,
      data: { content: { locale: 'de', text: 'Neu' } },
    });
    const removed = await removeGroup(t.db, { pageId: HOME, groupId: group.id });
    expect(removed.outcome).toBe('deleted');
    expect(await t.groupRow(group.id)).toBeUndefined();
    expect(await t.db.select().from(fields).where(eq(fields.groupId, group.id))).toEqual([]);
  });

  it('deletes a never-published group collection with its cards', async () => {
    const { group } = await addGroup(t.db, { pageId: HOME, groupName: 'imageBoard', nextTo: null });
    await t.db
      .insert(groups)
      .values({ id: 'group-test-card', pageId: HOME, parentId: group.id, type: 'imageCard' });
    const removed = await removeGroup(t.db, { pageId: HOME, groupId: group.id });
    expect(removed.outcome === 'deleted' && removed.groupIds.sort()).toEqual(
      [group.id, 'group-test-card'].sort(),
    );
    expect(await t.groupRow('group-test-card')).toBeUndefined();
  });

  it('marks a published block, restores it, and refuses other transitions', async () => {
    const removed = await removeGroup(t.db, { pageId: HOME, groupId: CTA });
    expect(removed).toMatchObject({
      outcome: 'marked',
      group: { status: 'markedForDeletion', previousStatus: 'published' },
    });
    // Removing again keeps the mark.
    expect((await removeGroup(t.db, { pageId: HOME, groupId: CTA })).outcome).toBe('marked');
    await expect(
      setGroupStatus(t.db, { pageId: HOME, groupId: CTA, from: 'markedForDeletion', to: 'archived' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      setGroupStatus(t.db, { pageId: HOME, groupId: CTA, from: 'published', to: 'markedForDeletion' }),
    ).rejects.toBeInstanceOf(StaleItemError);
    const restored = await setGroupStatus(t.db, {
      pageId: HOME,
      groupId: CTA,
      from: 'markedForDeletion',
      to: 'published',
    });
    expect(restored.group).toMatchObject({ status: 'published', previousStatus: null });
    const marked = await setGroupStatus(t.db, {
      pageId: HOME,
      groupId: CTA,
      from: 'published',
      to: 'markedForDeletion',
    });
    expect(marked.group.status).toBe('markedForDeletion');
    await setGroupStatus(t.db, { pageId: HOME, groupId: CTA, from: 'markedForDeletion', to: 'published' });
  });
});
