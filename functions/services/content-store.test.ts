/**
 * Content store tests over a fresh seeded libSQL file: saves with optimistic concurrency, block
 * operations, publish and revert as state machines, and the per-page loader against loadSite.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fields, groups, pages } from '../../db/schema.ts';
import { loadSite } from '../../db/snapshot.ts';
import { PAGE } from '../../db/seed/ids.ts';
import { ctaSchema } from '../../src/blocks/cta/schema.ts';
import { heroSchema } from '../../src/blocks/hero/schema.ts';
import { fieldText } from '../../src/lib/content.ts';
import { freshDb, dumpContent, recordingRebuild, type TestDb } from '../routes/editor/test-support.ts';
import {
  addGroup,
  checkOptionValue,
  loadPageSides,
  publicationStatus,
  publishPage,
  removeGroup,
  revertAll,
  revertPage,
  saveData,
  setFieldVisibility,
  setGroupMeta,
  setGroupStatus,
  setGroupVisibility,
  sortGroup,
  StaleItemError,
  translationStatus,
} from './content-store.ts';

const HOME = PAGE.home;
const HERO = 'group-home-hero';
const CTA = 'group-home-cta';

let t: TestDb;
// Each describe block that mutates gets a fresh database.
async function reset() {
  if (t) await t.close();
  t = await freshDb();
}
beforeAll(reset);
afterAll(async () => t.close());

async function fieldRow(id: string) {
  return (await t.db.select().from(fields).where(eq(fields.id, id)))[0]!;
}
async function groupRow(id: string) {
  return (await t.db.select().from(groups).where(eq(groups.id, id)))[0];
}
async function topLevelOrder(pageId: string) {
  const sides = await loadPageSides(t.db, pageId);
  return sides!.draft.groups.map((g) => g.id);
}

describe('loadPageSides', () => {
  it('gives every page exactly as loadSite does, on both sides', async () => {
    const [draft, published] = await Promise.all([loadSite(t.db, 'draft'), loadSite(t.db, 'published')]);
    for (const page of draft.pages) {
      const sides = await loadPageSides(t.db, page.id);
      expect(sides!.draft).toEqual(page);
      expect(sides!.published).toEqual(published.pages.find((p) => p.id === page.id) ?? null);
    }
    expect(await loadPageSides(t.db, 'page-nope')).toBeNull();
  });
});

describe('checkOptionValue', () => {
  const entries = heroSchema.options.entries;
  it('accepts valid values and refuses what the fallback would replace', () => {
    expect(checkOptionValue(entries.alignment, 'right')).toEqual({ ok: true, value: 'right' });
    expect(checkOptionValue(entries.alignment, 'left')).toEqual({ ok: true, value: 'left' });
    expect(checkOptionValue(entries.alignment, 'diagonal')).toEqual({ ok: false });
    expect(checkOptionValue(entries.alignment, null)).toEqual({ ok: false });
    expect(checkOptionValue(entries.size, 42)).toEqual({ ok: false });
  });
  it('agrees with the option schema for any string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('left', 'center', 'right'), fc.string()), (value) => {
        const ok = ['left', 'center', 'right'].includes(value);
        expect(checkOptionValue(entries.alignment, value).ok).toBe(ok);
      }),
    );
  });
});

describe('saveData', () => {
  beforeAll(reset);

  it('saves a locale of a text field, bumps the revision and keeps the other locale', async () => {
    const before = await fieldRow('field-home-hero-title');
    const { item } = await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'title',
      baseRevision: before.revision,
      data: { content: { locale: 'de', text: 'Neuer Titel' } },
    });
    expect(item.itemType).toBe('field');
    expect(item.revision).toBe(before.revision + 1);
    const after = await fieldRow('field-home-hero-title');
    expect(after.content).toEqual({
      kind: 'localized',
      values: { de: { text: 'Neuer Titel' }, en: { text: 'See well. Look good.' } },
    });
    // The published side is untouched until publish.
    expect(after.publishedContent).toEqual(before.publishedContent);
  });

  it('stores whitespace-only text as null', async () => {
    const before = await fieldRow('field-home-hero-kicker');
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'kicker',
      baseRevision: before.revision,
      data: { content: { locale: 'en', text: '   ' } },
    });
    const after = await fieldRow('field-home-hero-kicker');
    expect(after.content?.kind === 'localized' && after.content.values.en).toEqual({ text: null });
  });

  it('refuses a stale revision with the current item and changes nothing', async () => {
    const before = await fieldRow('field-home-hero-title');
    const dump = await dumpContent(t.db);
    const err = await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'title',
      baseRevision: before.revision - 1,
      data: { content: { locale: 'de', text: 'Zu spät' } },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaleItemError);
    expect((err as StaleItemError).current).toMatchObject({ id: before.id, revision: before.revision });
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it('lets exactly one of two saves with the same base win', async () => {
    const before = await fieldRow('field-home-cta-title');
    const save = (text: string) =>
      saveData(t.db, {
        itemType: 'field',
        pageId: HOME,
        groupId: CTA,
        name: 'title',
        baseRevision: before.revision,
        data: { content: { locale: 'de', text } },
      });
    const results = await Promise.allSettled([save('Erster'), save('Zweiter'), save('Dritter')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(2);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(StaleItemError);
    expect((await fieldRow('field-home-cta-title')).revision).toBe(before.revision + 1);
  });

  it('creates a missing field on a save with baseRevision null, once', async () => {
    const add = () =>
      saveData(t.db, {
        itemType: 'field',
        pageId: HOME,
        groupId: CTA,
        name: 'image',
        baseRevision: null,
        data: { mediaId: 'media-shop-window' },
      });
    const { item } = await add();
    expect(item).toMatchObject({
      name: 'image',
      mediaId: 'media-shop-window',
      revision: 0,
      published: false,
    });
    await expect(add()).rejects.toBeInstanceOf(StaleItemError);
  });

  it('refuses unknown fields, wrong content kinds, rich text on plain fields, unknown media', async () => {
    const dump = await dumpContent(t.db);
    const base = { itemType: 'field' as const, pageId: HOME, groupId: HERO, baseRevision: null };
    await expect(
      saveData(t.db, { ...base, name: 'nope', data: { content: { locale: 'de', text: 'x' } } }),
    ).rejects.toMatchObject({ status: 400 });
    const title = await fieldRow('field-home-hero-title');
    await expect(
      saveData(t.db, {
        ...base,
        name: 'title',
        baseRevision: title.revision,
        data: { content: { value: 3 } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveData(t.db, {
        ...base,
        name: 'title',
        baseRevision: title.revision,
        data: { content: { locale: 'de', text: 'x', json: { type: 'doc' } } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveData(t.db, { ...base, name: 'image', data: { mediaId: 'media-nope' } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveData(t.db, {
        ...base,
        name: 'button',
        baseRevision: (await fieldRow('field-home-hero-button')).revision,
        data: { options: { link: { type: 'ftp' } } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveData(t.db, { ...base, groupId: 'group-nope', name: 'title', data: { visible: false } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it('saves rich text with its document, and clears the document with the text', async () => {
    const row = await fieldRow('field-home-hero-description');
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Neu' }] }] };
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'description',
      baseRevision: row.revision,
      data: { content: { locale: 'de', text: 'Neu', json: doc } },
    });
    const after = await fieldRow('field-home-hero-description');
    expect(after.content?.kind === 'localized' && after.content.values.de).toEqual({
      text: 'Neu',
      json: doc,
    });
  });

  it('merges group options and refuses unknown or invalid ones', async () => {
    const group = (await groupRow(HERO))!;
    const { item } = await saveData(t.db, {
      itemType: 'group',
      pageId: HOME,
      groupId: HERO,
      baseRevision: group.revision,
      data: { options: { alignment: 'center' } },
    });
    expect(item.itemType === 'group' && item.options).toEqual({ ...group.options, alignment: 'center' });
    const dump = await dumpContent(t.db);
    for (const options of [{ alignment: 'diagonal' }, { colour: 'red' }, { size: null }]) {
      await expect(
        saveData(t.db, {
          itemType: 'group',
          pageId: HOME,
          groupId: HERO,
          baseRevision: item.revision,
          data: { options },
        }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      saveData(t.db, {
        itemType: 'group',
        pageId: HOME,
        groupId: HERO,
        baseRevision: group.revision,
        data: { options: { size: 'small' } },
      }),
    ).rejects.toBeInstanceOf(StaleItemError);
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it('merges page meta and sets the shared image', async () => {
    const page = (await t.db.select().from(pages).where(eq(pages.id, PAGE.contact)))[0]!;
    const { item } = await saveData(t.db, {
      itemType: 'page',
      pageId: PAGE.contact,
      baseRevision: page.revision,
      data: { options: { name: { en: 'Get in touch' } }, mediaId: 'media-shop-window' },
    });
    expect(item.itemType === 'page' && item.meta.name).toEqual({ ...page.meta.name, en: 'Get in touch' });
    expect(item.itemType === 'page' && item.meta.ogImageId).toBe('media-shop-window');
  });
});

describe('visibility and meta', () => {
  beforeAll(reset);

  it('hides a field, creating it when missing, and checks the field belongs to the group', async () => {
    const { revision } = await fieldRow('field-home-hero-kicker');
    const hidden = await setFieldVisibility(t.db, {
      fieldId: 'field-home-hero-kicker',
      fieldName: 'kicker',
      groupId: HERO,
      visible: false,
    });
    expect(hidden).toMatchObject({ visible: false, revision: revision + 1 });
    const created = await setFieldVisibility(t.db, {
      fieldId: null,
      fieldName: 'image',
      groupId: CTA,
      visible: false,
    });
    expect(created).toMatchObject({ name: 'image', groupId: CTA, pageId: HOME, visible: false });
    await expect(
      setFieldVisibility(t.db, {
        fieldId: 'field-home-hero-kicker',
        fieldName: 'title',
        groupId: HERO,
        visible: true,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('sets group field visibility by name and languages', async () => {
    const { fields: out } = await setGroupVisibility(t.db, {
      pageId: HOME,
      groupId: CTA,
      visibleFields: { title: false, button: true },
    });
    expect(out.map((f) => [f.name, f.visible])).toEqual([
      ['title', false],
      ['button', true],
    ]);
    await expect(
      setGroupVisibility(t.db, { pageId: HOME, groupId: CTA, visibleFields: { nope: true } }),
    ).rejects.toMatchObject({ status: 400 });
    const { group } = await setGroupMeta(t.db, {
      pageId: HOME,
      groupId: CTA,
      meta: { disallowedLanguages: ['en', 'en'] },
    });
    expect(group.meta.disallowedLanguages).toEqual(['en']);
  });
});

describe('blocks', () => {
  beforeAll(reset);

  it('adds a block with its default options after, before and at the end', async () => {
    const order = await topLevelOrder(HOME);
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
    expect(await topLevelOrder(HOME)).toEqual([
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
    const order = await topLevelOrder(HOME);
    const first = order[0]!;
    const last = order.at(-1)!;
    expect((await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'up' })).moved).toBe(false);
    expect((await sortGroup(t.db, { pageId: HOME, groupId: last, direction: 'down' })).moved).toBe(false);
    expect(await topLevelOrder(HOME)).toEqual(order);
    expect((await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'down' })).moved).toBe(true);
    expect(await topLevelOrder(HOME)).toEqual([order[1], order[0], ...order.slice(2)]);
    await sortGroup(t.db, { pageId: HOME, groupId: first, direction: 'up' });
    expect(await topLevelOrder(HOME)).toEqual(order);
  });

  it('keeps the order a permutation under any sequence of moves (property)', async () => {
    const order = await topLevelOrder(HOME);
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
          const now = await topLevelOrder(HOME);
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
    expect(await groupRow(group.id)).toBeUndefined();
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
    expect(await groupRow('group-test-card')).toBeUndefined();
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

describe('status, publish and revert', () => {
  beforeEach(reset);

  const saveTitle = async (locale: 'de' | 'en', text: string | null) => {
    const row = await fieldRow('field-home-cta-title');
    return saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: CTA,
      name: 'title',
      baseRevision: row.revision,
      data: { content: { locale, text } },
    });
  };

  it('counts nothing on the freshly seeded site', async () => {
    const status = await publicationStatus(t.db, HOME);
    expect(status.counts).toEqual({ fields: 0, groups: 0, pages: 0 });
    expect(status.canPublish).toBe(false);
    expect((await translationStatus(t.db, HOME)).total).toBe(0);
  });

  it('reflects edits in counts and missing translations', async () => {
    await saveTitle('en', null);
    const status = await publicationStatus(t.db, HOME);
    expect(status.counts).toEqual({ fields: 1, groups: 0, pages: 0 });
    expect(status.changed.fieldIds).toEqual(['field-home-cta-title']);
    const missing = await translationStatus(t.db, HOME);
    expect(missing.missing.en).toEqual({ count: 1, fieldIds: ['field-home-cta-title'] });
    expect(missing.missing.de.count).toBe(0);
    expect(status.canPublish).toBe(false);
    await saveTitle('en', 'Time for an eye test now?');
    expect((await publicationStatus(t.db, HOME)).canPublish).toBe(true);
    await addGroup(t.db, { pageId: HOME, groupName: 'spacer', nextTo: null });
    await removeGroup(t.db, { pageId: HOME, groupId: HERO });
    expect((await publicationStatus(t.db, HOME)).counts).toEqual({ fields: 1, groups: 2, pages: 0 });
  });

  it('publishes: the public snapshot shows the change, marked blocks are gone, the rebuild is told', async () => {
    await saveTitle('de', 'Jetzt veröffentlicht');
    const added = await addGroup(t.db, { pageId: HOME, groupName: 'spacer', nextTo: null });
    await removeGroup(t.db, { pageId: HOME, groupId: HERO });
    const rebuild = recordingRebuild();
    const result = await publishPage(t.db, HOME, { rebuild, now: new Date('2026-11-22T12:00:00Z') });
    expect(result).toMatchObject({
      pageId: HOME,
      publishedAt: '2026-11-22T12:00:00.000Z',
      live: true,
      removedPaths: [],
    });
    expect(result.removedGroupIds).toContain(HERO);
    expect(rebuild.calls).toEqual([{ pageIds: [HOME], wholeSite: false, removedPaths: [] }]);

    const site = await loadSite(t.db, 'published');
    const home = site.pages.find((p) => p.id === HOME)!;
    const cta = home.groups.find((g) => g.id === CTA)!;
    expect(fieldText(cta.fields['title'], 'de')).toBe('Jetzt veröffentlicht');
    expect(home.groups.some((g) => g.id === HERO)).toBe(false);
    expect(home.groups.at(-1)!.id).toBe(added.group.id);
    expect(await groupRow(HERO)).toBeUndefined();
    expect((await groupRow(added.group.id))!.status).toBe('published');
    expect((await publicationStatus(t.db, HOME)).counts).toEqual({ fields: 0, groups: 0, pages: 0 });
  });

  it('reports removed paths and re-renders the whole site when a slug changes', async () => {
    const page = (await t.db.select().from(pages).where(eq(pages.id, PAGE.contact)))[0]!;
    await t.db
      .update(pages)
      .set({ slug: { ...page.slug, en: 'get-in-touch' } })
      .where(eq(pages.id, PAGE.contact));
    const rebuild = recordingRebuild();
    const result = await publishPage(t.db, PAGE.contact, { rebuild });
    expect(result.removedPaths).toEqual([`/en/${page.slug.en}`]);
    expect(rebuild.calls[0]).toMatchObject({ wholeSite: true, removedPaths: [`/en/${page.slug.en}`] });
  });

  it('re-renders the pages listing a collection when one of its items is published', async () => {
    const rebuild = recordingRebuild();
    await publishPage(t.db, PAGE.teamAnna, { rebuild });
    expect(rebuild.calls[0]!.pageIds).toContain(PAGE.teamAnna);
    expect(rebuild.calls[0]!.pageIds).toContain(HOME);
  });

  it('still publishes when the rebuild fails, and says it is not live', async () => {
    await saveTitle('de', 'Trotzdem');
    const failing = { afterPublish: async () => Promise.reject(new Error('renderer down')) };
    const result = await publishPage(t.db, HOME, { rebuild: failing });
    expect(result.live).toBe(false);
    const site = await loadSite(t.db, 'published');
    const cta = site.pages.find((p) => p.id === HOME)!.groups.find((g) => g.id === CTA)!;
    expect(fieldText(cta.fields['title'], 'de')).toBe('Trotzdem');
  });

  it('reverts: drafts equal the published side again, new blocks gone, marked restored', async () => {
    const published = (await loadPageSides(t.db, HOME))!.published;
    await saveTitle('de', 'Verworfen');
    const added = await addGroup(t.db, { pageId: HOME, groupName: 'cta', nextTo: HERO });
    await removeGroup(t.db, { pageId: HOME, groupId: HERO });
    await sortGroup(t.db, { pageId: HOME, groupId: CTA, direction: 'up' });
    await setGroupMeta(t.db, { pageId: HOME, groupId: CTA, meta: { disallowedLanguages: ['en'] } });
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: CTA,
      name: 'image',
      baseRevision: null,
      data: { mediaId: 'media-shop-window' },
    });
    const result = await revertPage(t.db, HOME);
    expect(result.deletedGroupIds).toEqual([added.group.id]);
    expect(result.deletedFieldIds).toHaveLength(1);
    const after = (await loadPageSides(t.db, HOME))!;
    expect((await publicationStatus(t.db, HOME)).counts).toEqual({ fields: 0, groups: 0, pages: 0 });
    // Same content as before the edits (revisions moved on).
    const strip = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (k, v: unknown) => (k === 'revision' ? undefined : v)));
    expect(strip(after.draft)).toEqual(strip(published));
    expect((await groupRow(HERO))!.status).toBe('published');
  });

  it('reverts every page at once', async () => {
    await saveTitle('de', 'Weg damit');
    const contact = (await t.db.select().from(pages).where(eq(pages.id, PAGE.contact)))[0]!;
    await saveData(t.db, {
      itemType: 'page',
      pageId: PAGE.contact,
      baseRevision: contact.revision,
      data: { options: { name: { de: 'Neu' } } },
    });
    const { pageIds } = await revertAll(t.db);
    expect(pageIds).toContain(HOME);
    expect((await publicationStatus(t.db, HOME)).counts.fields).toBe(0);
    expect((await publicationStatus(t.db, PAGE.contact)).counts.pages).toBe(0);
  });

  it('publishes and reverts unknown pages as 404', async () => {
    await expect(publishPage(t.db, 'page-nope', { rebuild: recordingRebuild() })).rejects.toMatchObject({
      status: 404,
    });
    await expect(revertPage(t.db, 'page-nope')).rejects.toMatchObject({ status: 404 });
    await expect(publicationStatus(t.db, 'page-nope')).rejects.toMatchObject({ status: 404 });
  });
});
