/** POST /data over HTTP: saves, adds, the 412 answer with the current item, and the save race. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, groups } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
});
afterAll(async () => t.close());

const HOME = PAGE.home;
const field = async (id: string) => (await t.db.select().from(fields).where(eq(fields.id, id)))[0]!;

const saveTitle = (baseRevision: number | null, text: string, name = 'title') =>
  call(app, '/data', {
    itemType: 'field',
    pageId: HOME,
    groupId: 'group-home-cta',
    name,
    baseRevision,
    data: { content: { locale: 'de', text } },
  });

describe('POST /api/v1/data', () => {
  it('saves a field and answers the stored item with its new revision', async () => {
    const { revision } = await field('field-home-cta-title');
    const res = await saveTitle(revision, 'Heute Sehtest?');
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({
      itemType: 'field',
      id: 'field-home-cta-title',
      revision: revision + 1,
      content: { kind: 'localized', values: { de: { text: 'Heute Sehtest?' } } },
    });
  });

  it('answers 412 with the current item to a stale save and changes nothing', async () => {
    const current = await field('field-home-cta-title');
    const before = await dumpContent(t.db);
    const res = await saveTitle(current.revision - 1, 'Veraltet');
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({
      success: false,
      error: { code: 'stale' },
      data: {
        current: { itemType: 'field', id: current.id, revision: current.revision, content: current.content },
      },
    });
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('lets exactly one of two concurrent saves with the same base win; the other gets 412', async () => {
    const { revision } = await field('field-home-cta-title');
    const [a, b] = await Promise.all([saveTitle(revision, 'Version A'), saveTitle(revision, 'Version B')]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    // The loser sees the winner's value.
    expect(loser.body.data.current).toEqual(winner.body.data.item);
    expect((await field('field-home-cta-title')).revision).toBe(revision + 1);
  });

  it('adds a field once (baseRevision null); a second add is stale', async () => {
    const first = await call(app, '/data', {
      itemType: 'field',
      pageId: HOME,
      groupId: 'group-home-cta',
      name: 'image',
      baseRevision: null,
      data: { mediaId: 'media-shop-window' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.item).toMatchObject({ name: 'image', revision: 0, published: false });
    const second = await call(app, '/data', {
      itemType: 'field',
      pageId: HOME,
      groupId: 'group-home-cta',
      name: 'image',
      baseRevision: null,
      data: { mediaId: null },
    });
    expect(second.status).toBe(412);
    expect(second.body.data.current.mediaId).toBe('media-shop-window');
  });

  it('saves group options and refuses invalid ones without a change', async () => {
    const [group] = await t.db.select().from(groups).where(eq(groups.id, 'group-home-hero'));
    const ok = await call(app, '/data', {
      itemType: 'group',
      pageId: HOME,
      groupId: 'group-home-hero',
      baseRevision: group!.revision,
      data: { options: { backgroundColor: 'secondary' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.item.options.backgroundColor).toBe('secondary');
    const before = await dumpContent(t.db);
    for (const options of [{ backgroundColor: 'pink' }, { unknown: 1 }]) {
      const res = await call(app, '/data', {
        itemType: 'group',
        pageId: HOME,
        groupId: 'group-home-hero',
        baseRevision: ok.body.data.item.revision,
        data: { options },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('options.');
    }
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 404 for an unknown page or group', async () => {
    const res = await call(app, '/data', {
      itemType: 'group',
      pageId: HOME,
      groupId: 'group-nope',
      baseRevision: 0,
      data: { options: {} },
    });
    expect(res.status).toBe(404);
    const page = await call(app, '/data', {
      itemType: 'page',
      pageId: 'page-nope',
      baseRevision: 0,
      data: { mediaId: null },
    });
    expect(page.status).toBe(404);
  });
});

describe('a hostile rich-text document', () => {
  it('answers 400 for a document nested 2,000 levels deep and changes nothing', async () => {
    let doc: Record<string, unknown> = { type: 'text', text: 'x' };
    for (let i = 0; i < 2000; i++) doc = { type: 'paragraph', content: [doc] };
    const before = await dumpContent(t.db);
    const res = await call(app, '/data', {
      itemType: 'field',
      pageId: HOME,
      groupId: 'group-home-cta',
      name: 'title',
      baseRevision: null,
      data: { content: { locale: 'de', text: 'x', json: { type: 'doc', content: [doc] } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(await dumpContent(t.db)).toEqual(before);
  });
});
