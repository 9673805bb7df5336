/** /group/* over HTTP: add, move, the remove / mark / restore state machine, visibility, languages. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, fields, groups } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
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
const order = async () =>
  (await loadSite(t.db, 'draft')).pages.find((p) => p.id === HOME)!.groups.map((g) => g.id);
const groupRow = async (id: string) => (await t.db.select().from(groups).where(eq(groups.id, id)))[0];

describe('POST /api/v1/group/add', () => {
  it('inserts a draft block with default options next to the reference block', async () => {
    const before = await order();
    const res = await call(app, '/group/add', { pageId: HOME, groupName: 'cta', nextTo: 'group-home-hero' });
    expect(res.status).toBe(200);
    const { group, positions } = res.body.data;
    expect(group).toMatchObject({
      type: 'cta',
      status: 'draft',
      published: false,
      options: { alignment: 'center' },
    });
    const hero = before.indexOf('group-home-hero');
    expect(await order()).toEqual([...before.slice(0, hero + 1), group.id, ...before.slice(hero + 1)]);
    expect(positions.find((p: { id: string }) => p.id === group.id).position).toBe(hero + 1);
    const end = await call(app, '/group/add', { pageId: HOME, groupName: 'spacer', nextTo: null });
    expect((await order()).at(-1)).toBe(end.body.data.group.id);
  });

  it('answers 404 for an unknown page or reference block and changes nothing', async () => {
    const before = await dumpContent(t.db);
    expect(
      (await call(app, '/group/add', { pageId: 'page-nope', groupName: 'cta', nextTo: null })).status,
    ).toBe(404);
    expect(
      (await call(app, '/group/add', { pageId: HOME, groupName: 'cta', nextTo: 'group-nope' })).status,
    ).toBe(404);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('adds health-optics boxes only for a member business', async () => {
    const add = () => call(app, '/group/add', { pageId: HOME, groupName: 'goFeed', nextTo: null });
    await t.db.update(businesses).set({ healthOptics: false }).where(eq(businesses.isOwnBusiness, true));
    const before = await dumpContent(t.db);
    const refused = await add();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'health_optics_only',
      message: 'Nur verfügbar für Gesundheitsoptiker',
    });
    expect(await dumpContent(t.db)).toBe(before);
    await t.db.update(businesses).set({ healthOptics: true }).where(eq(businesses.isOwnBusiness, true));
    expect((await add()).status).toBe(200);
  });
});

describe('POST /api/v1/group/sort', () => {
  it('moves up and down; at the ends it is a no-op', async () => {
    const start = await order();
    const first = start[0]!;
    const last = start.at(-1)!;
    const up = await call(app, '/group/sort', { pageId: HOME, groupId: first, direction: 'up' });
    expect(up.body.data.moved).toBe(false);
    const down = await call(app, '/group/sort', { pageId: HOME, groupId: last, direction: 'down' });
    expect(down.body.data.moved).toBe(false);
    expect(await order()).toEqual(start);
    const moved = await call(app, '/group/sort', { pageId: HOME, groupId: start[1], direction: 'up' });
    expect(moved.body.data.moved).toBe(true);
    expect(await order()).toEqual([start[1], start[0], ...start.slice(2)]);
    await call(app, '/group/sort', { pageId: HOME, groupId: start[1], direction: 'down' });
    expect(await order()).toEqual(start);
  });

  it('moves a block to an index and back, answering where it was', async () => {
    const start = await order();
    const last = start.length - 1;
    const res = await call(app, '/group/sort', { pageId: HOME, groupId: start[1], toIndex: last });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ moved: true, fromIndex: 1, toIndex: last });
    expect(await order()).toEqual([start[0], ...start.slice(2), start[1]]);
    const back = await call(app, '/group/sort', { pageId: HOME, groupId: start[1], toIndex: 1 });
    expect(back.body.data).toMatchObject({ moved: true, fromIndex: last, toIndex: 1 });
    expect(await order()).toEqual(start);
  });

  it('refuses a place outside the list with 422 in the caller language and changes nothing', async () => {
    const start = await order();
    const before = await dumpContent(t.db);
    for (const toIndex of [start.length, -1, 999]) {
      const res = await call(app, '/group/sort', { pageId: HOME, groupId: start[0], toIndex });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: { code: 'invalid_input' } });
      expect(res.body.error.message).toMatch(/^Ungültige Eingabe/);
    }
    const english = await call(app, '/group/sort?lang=en', {
      pageId: HOME,
      groupId: start[0],
      toIndex: start.length,
    });
    expect(english.body.error.message).toMatch(/^Invalid input/);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 400 for a request with both or neither target, or a fractional index', async () => {
    const start = await order();
    const before = await dumpContent(t.db);
    const bodies = [
      { pageId: HOME, groupId: start[0], direction: 'up', toIndex: 1 },
      { pageId: HOME, groupId: start[0] },
      { pageId: HOME, groupId: start[0], toIndex: 1.5 },
    ];
    for (const body of bodies) expect((await call(app, '/group/sort', body)).status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 404 for a group of another page', async () => {
    const res = await call(app, '/group/sort', {
      pageId: PAGE.contact,
      groupId: 'group-home-hero',
      direction: 'up',
    });
    expect(res.status).toBe(404);
  });
});

describe('remove, mark and restore', () => {
  it('deletes a never-published block with its fields outright', async () => {
    const added = await call(app, '/group/add', { pageId: HOME, groupName: 'cta', nextTo: null });
    const id = added.body.data.group.id as string;
    await call(app, '/data', {
      itemType: 'field',
      pageId: HOME,
      groupId: id,
      name: 'title',
      baseRevision: null,
      data: { content: { locale: 'de', text: 'Entwurf' } },
    });
    const res = await call(app, '/group/remove', { pageId: HOME, groupId: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'deleted', groupIds: [id] });
    expect(res.body.data.fieldIds).toHaveLength(1);
    expect(await groupRow(id)).toBeUndefined();
    expect(await t.db.select().from(fields).where(eq(fields.groupId, id))).toEqual([]);
    // Gone: a second remove is a 404.
    expect((await call(app, '/group/remove', { pageId: HOME, groupId: id })).status).toBe(404);
  });

  it('marks a published block and restores it through group/status', async () => {
    const res = await call(app, '/group/remove', { pageId: HOME, groupId: 'group-home-about' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: 'marked',
      group: { status: 'markedForDeletion', previousStatus: 'published' },
    });
    // Still on the public side until published.
    const published = await loadSite(t.db, 'published');
    expect(published.pages.find((p) => p.id === HOME)!.groups.some((g) => g.id === 'group-home-about')).toBe(
      true,
    );

    const restore = await call(app, '/group/status', {
      pageId: HOME,
      groupId: 'group-home-about',
      from: 'markedForDeletion',
      to: 'published',
      revalidationTag: 'pageStatus',
    });
    expect(restore.status).toBe(200);
    expect(restore.body.data.group).toMatchObject({ status: 'published', previousStatus: null });
  });

  it('refuses a transition the spec does not imply (409) and a stale `from` (412)', async () => {
    const before = await dumpContent(t.db);
    const bad = await call(app, '/group/status', {
      pageId: HOME,
      groupId: 'group-home-about',
      from: 'published',
      to: 'archived',
    });
    expect(bad.status).toBe(409);
    const stale = await call(app, '/group/status', {
      pageId: HOME,
      groupId: 'group-home-about',
      from: 'markedForDeletion',
      to: 'published',
    });
    expect(stale.status).toBe(412);
    expect(stale.body.data.current).toMatchObject({ itemType: 'group', status: 'published' });
    expect(await dumpContent(t.db)).toBe(before);
  });
});

describe('visibility and languages', () => {
  it('sets field visibility by name (POST and PUT)', async () => {
    const res = await call(app, '/group/visibility', {
      pageId: HOME,
      groupId: 'group-home-cta',
      visibleFields: { title: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toMatchObject([{ name: 'title', visible: false }]);
    const put = await call(
      app,
      '/group/visibility',
      { pageId: HOME, groupId: 'group-home-cta', visibleFields: { title: true } },
      { method: 'PUT' },
    );
    expect(put.body.data.fields[0].visible).toBe(true);
  });

  it('hides a block in a language', async () => {
    const res = await call(app, '/group/meta', {
      pageId: HOME,
      groupId: 'group-home-cta',
      meta: { disallowedLanguages: ['en'] },
    });
    expect(res.status).toBe(200);
    const draft = await loadSite(t.db, 'draft');
    const cta = draft.pages.find((p) => p.id === HOME)!.groups.find((g) => g.id === 'group-home-cta')!;
    expect(cta.disallowedLanguages).toEqual(['en']);
  });
});
