/** GET /page/status/publication and /page/status/translation reflect edits. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { call, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

const HOME = PAGE.home;
const status = async () => (await call(app, `/page/status/publication?id=${HOME}`)).body.data;
const translation = async () => (await call(app, `/page/status/translation?id=${HOME}`)).body.data;

async function saveCtaTitle(locale: 'de' | 'en', text: string | null) {
  const [row] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
  const res = await call(app, '/data', {
    itemType: 'field',
    pageId: HOME,
    groupId: 'group-home-cta',
    name: 'title',
    baseRevision: row!.revision,
    data: { content: { locale, text } },
  });
  expect(res.status).toBe(200);
}

describe('page status', () => {
  it('starts with nothing to publish and nothing missing', async () => {
    expect(await status()).toMatchObject({ counts: { fields: 0, groups: 0, pages: 0 }, canPublish: false });
    expect(await translation()).toMatchObject({
      multilingual: true,
      locales: ['de', 'en'],
      total: 0,
      missing: { de: { count: 0, fieldIds: [] }, en: { count: 0, fieldIds: [] } },
    });
  });

  it('counts a changed field and offers publishing', async () => {
    await saveCtaTitle('de', 'Neuer Titel');
    expect(await status()).toMatchObject({
      counts: { fields: 1, groups: 0, pages: 0 },
      canPublish: true,
      changed: { page: false, fieldIds: ['field-home-cta-title'] },
    });
  });

  it('reports a missing translation and withholds publishing', async () => {
    await saveCtaTitle('en', '  ');
    expect((await translation()).missing.en).toEqual({ count: 1, fieldIds: ['field-home-cta-title'] });
    expect((await status()).canPublish).toBe(false);
    await saveCtaTitle('en', 'New title');
    expect((await translation()).total).toBe(0);
    expect((await status()).canPublish).toBe(true);
  });

  it('counts new and marked groups, and flags a button without link', async () => {
    const added = await call(app, '/group/add', { pageId: HOME, groupName: 'cta', nextTo: null });
    const id = added.body.data.group.id as string;
    await call(app, '/group/remove', { pageId: HOME, groupId: 'group-home-about' });
    for (const [locale, text] of [
      ['de', 'Termin'],
      ['en', 'Book'],
    ] as const) {
      const [row] = await t.db.select().from(fields).where(eq(fields.groupId, id));
      await call(app, '/data', {
        itemType: 'field',
        pageId: HOME,
        groupId: id,
        name: 'button',
        baseRevision: row ? row.revision : null,
        data: { content: { locale, text } },
      });
    }
    const data = await status();
    expect(data.counts).toEqual({ fields: 2, groups: 2, pages: 0 });
    expect(data.changed.groupIds.sort()).toEqual([id, 'group-home-about'].sort());
    expect(data.buttons).toContainEqual(
      expect.objectContaining({ groupId: id, name: 'button', missingLink: true, missingText: [] }),
    );
  });

  it('answers 404 for an unknown page', async () => {
    expect((await call(app, '/page/status/publication?id=page-nope')).status).toBe(404);
    expect((await call(app, '/page/status/translation?id=page-nope')).status).toBe(404);
  });
});
