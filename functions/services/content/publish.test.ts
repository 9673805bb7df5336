/** Status, publish and revert over a fresh seeded libSQL file, as state machines. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { fieldText } from '../../../src/lib/content.ts';
import { recordingRebuild } from '../../routes/editor/test-support.ts';
import { publishPage, revertAll, revertPage } from './publish.ts';
import { saveData } from './saves.ts';
import { loadPageSides, publicationStatus, translationStatus } from './status.ts';
import { addGroup, removeGroup, sortGroup } from './structure.ts';
import { setGroupMeta } from './visibility.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();
const HOME = PAGE.home;
const HERO = 'group-home-hero';
const CTA = 'group-home-cta';

describe('status, publish and revert', () => {
  beforeEach(t.reset);

  const saveTitle = async (locale: 'de' | 'en', text: string | null) => {
    const row = await t.fieldRow('field-home-cta-title');
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
    expect(await t.groupRow(HERO)).toBeUndefined();
    expect((await t.groupRow(added.group.id))!.status).toBe('published');
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
    expect((await t.groupRow(HERO))!.status).toBe('published');
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
