/**
 * /collection/* over HTTP: add an item (a draft page with its detail block and a slug from the
 * name), sort, toggle between shown and archive (live at once), remove; and the guards every
 * editor route has (no session, foreign origin, bad input, unknown ids: nothing changes).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, pages } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { DEMO, PAGE } from '../../../db/seed/ids.ts';
import {
  CollectionAddResponseSchema,
  CollectionRemoveItemResponseSchema,
  CollectionSortResponseSchema,
  CollectionToggleResponseSchema,
} from '../../../src/lib/api/collection.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import { splitArchive } from '../../../src/lib/collection-archive.ts';
import { collectionItems } from '../../../src/lib/collections.ts';
import { fieldText } from '../../../src/lib/content.ts';
import { pagePath } from '../../../src/lib/routes.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());

const TEAM = { collectionId: DEMO.homeTeamGroupId, collectionName: 'team' } as const;

const containerOf = async (type: string) =>
  (await t.db.select().from(groups).where(eq(groups.type, type)))[0]!.id;
const order = async (side: 'draft' | 'published' = 'draft') =>
  splitArchive(collectionItems((await loadSite(t.db, side)).pages, 'team', 'de')).shown.map((i) => i.page.id);
const add = (name: string, target: { collectionId: string; collectionName: string } = TEAM) =>
  call(app, '/collection/add', { ...target, collectionType: 'page', name });

describe('POST /api/v1/collection/add', () => {
  it('adds a draft team member at the end with its detail block, named in both locales', async () => {
    const before = await order();
    const res = await add('  Zoë Müller ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(v.safeParse(successSchema(CollectionAddResponseSchema), res.body).issues ?? []).toEqual([]);
    const { page } = res.body.data;
    expect(page).toMatchObject({
      collection: 'team',
      status: 'draft',
      published: false,
      slug: { de: 'zoe-mueller', en: 'zoe-mueller' },
      meta: { name: { de: 'Zoë Müller', en: 'Zoë Müller' } },
    });
    expect(await order()).toEqual([...before, page.id]);
    const draft = (await loadSite(t.db, 'draft')).pages.find((p) => p.id === page.id)!;
    const details = draft.groups.find((g) => g.type === 'teamDetails')!;
    expect(fieldText(details.fields['name'], 'de')).toBe('Zoë Müller');
    expect(fieldText(details.fields['name'], 'en')).toBe('Zoë Müller');
    // Nothing of a draft is public.
    expect((await loadSite(t.db, 'published')).pages.some((p) => p.id === page.id)).toBe(false);
  });

  it('gives a second item of the same name a free slug', async () => {
    const res = await add('Zoë Müller');
    expect(res.body.data.page.slug).toEqual({ de: 'zoe-mueller-2', en: 'zoe-mueller-2' });
  });

  it('goes live in both locales on publish, listed by the team container', async () => {
    const { page } = (await add('Nina Graf')).body.data;
    const published = await call(app, '/page/publish', { id: page.id });
    expect(published.status).toBe(200);
    expect(rebuild.calls.at(-1)).toMatchObject({ wholeSite: true });
    expect(rebuild.calls.at(-1)!.pageIds).toContain(PAGE.home);
    const site = await loadSite(t.db, 'published');
    const live = site.pages.find((p) => p.id === page.id)!;
    expect(pagePath(live, 'de')).toBe('/de/team/nina-graf');
    expect(pagePath(live, 'en')).toBe('/en/team/nina-graf');
    expect(await order('published')).toContain(page.id);
  });

  it('adds a testimonial and a service with their first blocks', async () => {
    const testimonial = await add('Familie Brunner', {
      collectionId: await containerOf('testimonialsContainer'),
      collectionName: 'testimonial',
    });
    expect(testimonial.status).toBe(200);
    const service = await add('Sehtest für Kinder', {
      collectionId: await containerOf('servicesContainer'),
      collectionName: 'service',
    });
    expect(service.body.data.page.slug.de).toBe('sehtest-fuer-kinder');
    const site = await loadSite(t.db, 'draft');
    const types = (id: string) => site.pages.find((p) => p.id === id)!.groups.map((g) => g.type);
    expect(types(testimonial.body.data.page.id)).toEqual(['testimonialDetails']);
    expect(types(service.body.data.page.id)).toEqual(['hero']);
  });

  it('refuses an empty name, a container of another collection and unknown containers', async () => {
    const before = await dumpContent(t.db);
    expect((await add('   ')).status).toBe(400);
    expect((await add('x'.repeat(121))).status).toBe(400);
    const wrong = await add('Anna', { collectionId: DEMO.homeTeamGroupId, collectionName: 'service' });
    expect(wrong.status).toBe(400);
    expect((await add('Anna', { collectionId: DEMO.homeHeroGroupId, collectionName: 'team' })).status).toBe(
      400,
    );
    expect((await add('Anna', { collectionId: 'group-nope', collectionName: 'team' })).status).toBe(404);
    const map = await call(app, '/collection/add', {
      ...TEAM,
      collectionName: 'map',
      collectionType: 'page',
      name: 'x',
    });
    expect(map.status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });
});

describe('POST /api/v1/collection/sort', () => {
  it('moves an item onto another and is live at once', async () => {
    const published = new Set(await order('published'));
    const start = await order();
    const last = start.at(-1)!;
    rebuild.calls.length = 0;
    const res = await call(app, '/collection/sort', { ...TEAM, active: last, over: start[0] });
    expect(res.status).toBe(200);
    expect(v.safeParse(successSchema(CollectionSortResponseSchema), res.body).issues ?? []).toEqual([]);
    expect(await order()).toEqual([last, ...start.slice(0, -1)]);
    expect(rebuild.calls).toEqual([
      { pageIds: expect.arrayContaining([PAGE.home]), wholeSite: false, removedPaths: [] },
    ]);
    // The order has no draft of its own: visitors see it as soon as the pages are re-rendered.
    expect(await order('published')).toEqual((await order()).filter((id) => published.has(id)));
  });

  it('answers 404 for an item of another collection and changes nothing', async () => {
    const before = await dumpContent(t.db);
    const res = await call(app, '/collection/sort', { ...TEAM, active: PAGE.home, over: PAGE.teamAnna });
    expect(res.status).toBe(404);
    expect(await dumpContent(t.db)).toBe(before);
  });
});

describe('POST /api/v1/collection/toggle', () => {
  it('moves a published member to the archive and back, in the draft and live', async () => {
    rebuild.calls.length = 0;
    const hide = await call(app, '/collection/toggle', { ...TEAM, pageId: PAGE.teamMarco, action: 'remove' });
    expect(hide.status).toBe(200);
    expect(v.safeParse(successSchema(CollectionToggleResponseSchema), hide.body).issues ?? []).toEqual([]);
    expect(hide.body.data.page.meta.hidden).toBe(true);
    expect(await order()).not.toContain(PAGE.teamMarco);
    expect(await order('published')).not.toContain(PAGE.teamMarco);
    expect(rebuild.calls).toHaveLength(1);
    const show = await call(app, '/collection/toggle', { ...TEAM, pageId: PAGE.teamMarco, action: 'add' });
    expect(show.body.data.page.meta.hidden).toBeUndefined();
    expect(await order()).toContain(PAGE.teamMarco);
    expect(await order('published')).toContain(PAGE.teamMarco);
  });

  it('refuses an unknown action or item', async () => {
    const before = await dumpContent(t.db);
    const bad = await call(app, '/collection/toggle', { ...TEAM, pageId: PAGE.teamMarco, action: 'flip' });
    expect(bad.status).toBe(400);
    const unknown = await call(app, '/collection/toggle', { ...TEAM, pageId: 'page-nope', action: 'add' });
    expect(unknown.status).toBe(404);
    expect(await dumpContent(t.db)).toBe(before);
  });
});

describe('POST /api/v1/collection/removeItem', () => {
  it('deletes a draft item with its rows', async () => {
    const { page } = (await add('Kurz da')).body.data;
    const res = await call(app, '/collection/removeItem', { ...TEAM, pageId: page.id });
    expect(res.status).toBe(200);
    expect(v.safeParse(successSchema(CollectionRemoveItemResponseSchema), res.body).issues ?? []).toEqual([]);
    expect(res.body.data).toEqual({ pageId: page.id, outcome: 'deleted', removedPaths: [] });
    expect(await t.db.select().from(pages).where(eq(pages.id, page.id))).toEqual([]);
    expect(await t.db.select().from(groups).where(eq(groups.pageId, page.id))).toEqual([]);
  });

  it('marks a published item deleted and takes its pages off the site at once', async () => {
    const { page } = (await add('Bald weg')).body.data;
    await call(app, '/page/publish', { id: page.id });
    rebuild.calls.length = 0;
    const res = await call(app, '/collection/removeItem', { ...TEAM, pageId: page.id });
    expect(res.body.data).toEqual({
      pageId: page.id,
      outcome: 'marked',
      removedPaths: ['/de/team/bald-weg', '/en/team/bald-weg'],
    });
    expect(rebuild.calls).toEqual([
      {
        pageIds: expect.arrayContaining([PAGE.home]),
        wholeSite: true,
        removedPaths: res.body.data.removedPaths,
      },
    ]);
    expect((await loadSite(t.db, 'published')).pages.some((p) => p.id === page.id)).toBe(false);
    expect(await order()).not.toContain(page.id);
    const again = await call(app, '/collection/removeItem', { ...TEAM, pageId: page.id });
    expect(again.status).toBe(404);
  });
});

describe.each([
  ['/collection/add', { ...TEAM, collectionType: 'page', name: 'Gast' }],
  ['/collection/sort', { ...TEAM, active: PAGE.teamLea, over: PAGE.teamAnna }],
  ['/collection/toggle', { ...TEAM, pageId: PAGE.teamLea, action: 'remove' }],
  ['/collection/removeItem', { ...TEAM, pageId: PAGE.teamLea }],
])('POST %s guards', (path, body) => {
  it('answers 401 without a session, 403 cross-site, 400 to bad input, and changes nothing', async () => {
    const before = await dumpContent(t.db);
    const anonymous = await call(app, path, body, { editor: false });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    const foreign = await call(app, path, body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, error: { code: 'forbidden_origin' } });
    for (const bad of [{}, { ...body, extra: 1 }, { ...body, collectionId: 'a b' }]) {
      const res = await call(app, path, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'invalid_input' } });
    }
    expect((await call(app, path, undefined, { raw: '{"broken' })).status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });
});
