/** Saves over a fresh seeded libSQL file: optimistic concurrency, option and content checks. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { heroSchema } from '../../../src/blocks/hero/schema.ts';
import { dumpContent } from '../../routes/editor/test-support.ts';
import { StaleItemError } from './rows.ts';
import { checkOptionValue, saveData } from './saves.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();
const HOME = PAGE.home;
const HERO = 'group-home-hero';
const CTA = 'group-home-cta';

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
  beforeAll(t.reset);

  it('saves a locale of a text field, bumps the revision and keeps the other locale', async () => {
    const before = await t.fieldRow('field-home-hero-title');
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
    const after = await t.fieldRow('field-home-hero-title');
    expect(after.content).toEqual({
      kind: 'localized',
      values: { de: { text: 'Neuer Titel' }, en: { text: 'See well. Look good.' } },
    });
    // The published side is untouched until publish.
    expect(after.publishedContent).toEqual(before.publishedContent);
  });

  it('stores whitespace-only text as null', async () => {
    const before = await t.fieldRow('field-home-hero-kicker');
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'kicker',
      baseRevision: before.revision,
      data: { content: { locale: 'en', text: '   ' } },
    });
    const after = await t.fieldRow('field-home-hero-kicker');
    expect(after.content?.kind === 'localized' && after.content.values.en).toEqual({ text: null });
  });

  it('refuses a stale revision with the current item and changes nothing', async () => {
    const before = await t.fieldRow('field-home-hero-title');
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
    const before = await t.fieldRow('field-home-cta-title');
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
    expect((await t.fieldRow('field-home-cta-title')).revision).toBe(before.revision + 1);
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
    const title = await t.fieldRow('field-home-hero-title');
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
        baseRevision: (await t.fieldRow('field-home-hero-button')).revision,
        data: { options: { link: { type: 'ftp' } } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveData(t.db, { ...base, groupId: 'group-nope', name: 'title', data: { visible: false } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it('saves rich text with its document, and clears the document with the text', async () => {
    const row = await t.fieldRow('field-home-hero-description');
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Neu' }] }] };
    await saveData(t.db, {
      itemType: 'field',
      pageId: HOME,
      groupId: HERO,
      name: 'description',
      baseRevision: row.revision,
      data: { content: { locale: 'de', text: 'Neu', json: doc } },
    });
    const after = await t.fieldRow('field-home-hero-description');
    expect(after.content?.kind === 'localized' && after.content.values.de).toEqual({
      text: 'Neu',
      json: doc,
    });
  });

  it('merges group options and refuses unknown or invalid ones', async () => {
    const group = (await t.groupRow(HERO))!;
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
