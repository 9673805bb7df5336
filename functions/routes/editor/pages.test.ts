/**
 * /page/list, /page/add, /page/update and /page/remove over HTTP: guards (401, cross-site 403,
 * bad input 400 changing nothing), unique slugs, the slug errors, redirects of published pages,
 * deleting (never the home page; navigation entries and public paths go too), and publishing a
 * new page from the panel under the publish rules (named in one language only: refused, unpublished).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, navigation, pageRedirects, pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import { PublishRefusedBodySchema } from '../../../src/lib/api/publish.ts';
import {
  PageEntryResponseSchema,
  PageListResponseSchema,
  PageRemoveResponseSchema,
} from '../../../src/lib/api/pages.ts';
import { findPageRedirect } from '../../services/content/redirects.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());

const addBody = (de: string, en?: string) => ({
  collectionName: null,
  initialMeta: { name: en === undefined ? { de } : { de, en } },
  lang: 'de',
});

async function addPage(de: string, en?: string) {
  const res = await call(app, '/page/add', addBody(de, en));
  expect(res.status).toBe(200);
  return v.parse(successSchema(PageEntryResponseSchema), res.body).data.page;
}

describe('guards', () => {
  const writes: [string, unknown][] = [
    ['/page/add', addBody('Neu')],
    ['/page/update', { id: PAGE.imprint, slug: { de: 'neu' } }],
    ['/page/remove', { id: PAGE.imprint }],
  ];

  it('answers 401 without a session, for reads and writes, and changes nothing', async () => {
    const before = await dumpContent(t.db);
    expect((await call(app, '/page/list', undefined, { editor: false })).status).toBe(401);
    for (const [path, body] of writes)
      expect((await call(app, path, body, { editor: false })).status).toBe(401);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('refuses cross-site writes with 403 and changes nothing', async () => {
    const before = await dumpContent(t.db);
    for (const [path, body] of writes) {
      expect((await call(app, path, body, { origin: 'https://evil.example' })).status).toBe(403);
    }
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await dumpContent(t.db);
    const bad: [string, unknown][] = [
      ['/page/add', { ...addBody('x'), initialMeta: { name: {} } }],
      ['/page/add', { ...addBody('x'), initialMeta: { name: { de: '   ' } } }],
      ['/page/add', { ...addBody('x'), collectionName: 'map' }],
      ['/page/add', { ...addBody('x'), lang: 'fr' }],
      ['/page/add', { ...addBody('x'), initialGroups: ['noSuchBlock'] }],
      ['/page/add', { ...addBody('x'), extra: 1 }],
      ['/page/update', { id: PAGE.imprint }],
      ['/page/update', { id: PAGE.imprint, meta: {} }],
      ['/page/update', { id: PAGE.imprint, meta: { disallowedLanguages: ['de', 'en'] } }],
      ['/page/update', { id: PAGE.imprint, meta: { password: 'x' } }],
      ['/page/update', { id: '../x', slug: { de: 'a' } }],
      ['/page/remove', {}],
      ['/page/remove', { id: 42 }],
    ];
    for (const [path, body] of bad) {
      const res = await call(app, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await call(app, '/page/list?extra=1')).status).toBe(200);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 404 for unknown pages', async () => {
    expect((await call(app, '/page/update', { id: 'page-nope', slug: { de: 'x' } })).status).toBe(404);
    expect((await call(app, '/page/remove', { id: 'page-nope' })).status).toBe(404);
  });
});

describe('GET /page/list', () => {
  it('lists every page with its flags and never a password', async () => {
    await t.db
      .update(pages)
      .set({ meta: { name: { de: 'Impressum' }, password: 'geheim' } })
      .where(eq(pages.id, PAGE.imprint));
    const res = await call(app, '/page/list');
    expect(res.status).toBe(200);
    const list = v.parse(successSchema(PageListResponseSchema), res.body).data.pages;
    expect(JSON.stringify(res.body)).not.toContain('geheim');
    const imprint = list.find((p) => p.id === PAGE.imprint)!;
    expect(imprint).toMatchObject({ protected: true, published: true, changed: true, collection: null });
    const anna = list.find((p) => p.id === PAGE.teamAnna)!;
    expect(anna).toMatchObject({ collection: 'team', protected: false, changed: false });
    expect(list.find((p) => p.id === PAGE.home)!.role).toBe('home');
  });
});

describe('POST /page/add', () => {
  it('creates a draft page with a unique slug per locale and a title block', async () => {
    const first = await addPage('Über uns', 'About us');
    expect(first).toMatchObject({
      status: 'draft',
      published: false,
      changed: true,
      slug: { de: 'ueber-uns', en: 'about-us' },
      name: { de: 'Über uns', en: 'About us' },
    });
    const second = await addPage('Über uns');
    expect(second.slug).toEqual({ de: 'ueber-uns-2', en: 'ueber-uns' });
    const blocks = await t.db.select().from(groups).where(eq(groups.pageId, first.id));
    expect(blocks.map((g) => g.type)).toEqual(['richTextBlock']);
    const draft = await call(app, `/page/get?includeDrafts=true&id=${first.id}`);
    expect(draft.body.data.page.groups[0].fields.title.content.values.de.text).toBe('Über uns');
  });

  it('never takes a reserved segment or a slug in use and adds requested blocks', async () => {
    const page = await addPage('Edit');
    expect(page.slug.de).toBe('edit-2');
    const res = await call(app, '/page/add', { ...addBody('Mit Kontakt'), initialGroups: ['contact'] });
    const id = res.body.data.page.id as string;
    const blocks = await t.db.select().from(groups).where(eq(groups.pageId, id));
    expect(blocks.sort((a, b) => a.position - b.position).map((g) => g.type)).toEqual([
      'richTextBlock',
      'contact',
    ]);
  });

  it('creates collection items with slugs unique within the collection', async () => {
    const res = await call(app, '/page/add', { ...addBody('Anna Sonnenberg'), collectionName: 'team' });
    expect(res.status).toBe(200);
    expect(res.body.data.page.collection).toBe('team');
    expect(res.body.data.page.slug.de).not.toBe('anna-sonnenberg');
  });
});

describe('POST /page/update', () => {
  it('renames and changes languages', async () => {
    const page = await addPage('Angebot');
    const res = await call(app, '/page/update', {
      id: page.id,
      meta: { name: { de: 'Unser Angebot', en: 'Our offer' }, disallowedLanguages: ['en'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.page).toMatchObject({
      name: { de: 'Unser Angebot', en: 'Our offer' },
      disallowedLanguages: ['en'],
      revision: page.revision + 1,
    });
  });

  it('applies the slug transform and answers the spec error keys per locale', async () => {
    const page = await addPage('Aktionen');
    const ok = await call(app, '/page/update', { id: page.id, slug: { de: '  Tolle Aktionen! ' } });
    expect(ok.body.data.page.slug.de).toBe('tolle-aktionen');
    const before = await dumpContent(t.db);
    const refused = await call(app, '/page/update', { id: page.id, slug: { de: '!!', en: 'contact' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'slug.de': 'not empty', 'slug.en': 'already exists' });
    const reserved = await call(app, '/page/update', { id: page.id, slug: { de: 'api' } });
    expect(reserved.body.error.fields).toEqual({ 'slug.de': 'already exists' });
    expect(await dumpContent(t.db)).toBe(before);
    // The same slug in another collection is fine.
    const item = await call(app, '/page/update', { id: PAGE.teamAnna, slug: { de: 'tolle-aktionen' } });
    expect(item.status).toBe(200);
  });

  it('records the old path of a published page and the redirect follows the published slug', async () => {
    const page = await addPage('Lesebrillen', 'Reading glasses');
    expect((await call(app, '/page/publish', { id: page.id })).status).toBe(200);
    const res = await call(app, '/page/update', { id: page.id, slug: { de: 'neue-lesebrillen' } });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(pageRedirects).where(eq(pageRedirects.pageId, page.id));
    expect(rows.map((r) => [r.locale, r.fromPath])).toEqual([['de', 'lesebrillen']]);
    // Until published, the old path is still the page's public path: no redirect.
    expect(await findPageRedirect(t.db, '/de/lesebrillen')).toBeNull();
    await call(app, '/page/publish', { id: page.id });
    expect(await findPageRedirect(t.db, '/de/lesebrillen', '?a=1')).toBe('/de/neue-lesebrillen?a=1');
    expect(await findPageRedirect(t.db, '/en/lesebrillen')).toBeNull();
    // Going back to the old slug forgets its redirect (no loop) and records the other one.
    await call(app, '/page/update', { id: page.id, slug: { de: 'lesebrillen' } });
    await call(app, '/page/publish', { id: page.id });
    expect(await findPageRedirect(t.db, '/de/lesebrillen')).toBeNull();
    expect(await findPageRedirect(t.db, '/de/neue-lesebrillen')).toBe('/de/lesebrillen');
  });

  it('does not record redirects for a never-published page', async () => {
    const page = await addPage('Entwurf');
    await call(app, '/page/update', { id: page.id, slug: { de: 'entwurf-neu' } });
    expect(await t.db.select().from(pageRedirects).where(eq(pageRedirects.pageId, page.id))).toEqual([]);
  });
});

describe('publishing a new page from the panel', () => {
  it('refuses a page named in German only with 409 (its /en title would be empty); it stays unpublished', async () => {
    const page = await addPage('Nur Deutsch');
    const before = await dumpContent(t.db);
    const calls = rebuild.calls.length;
    const res = await call(app, '/page/publish', { id: page.id, accessibilityConfirmed: true });
    expect(res.status).toBe(409);
    const { reasons } = v.parse(PublishRefusedBodySchema, res.body).data;
    // Its name and the title of its title block are missing in English.
    expect(reasons.missingTranslations).toMatchObject([
      { locale: 'en', pageName: true, fields: [{ fieldName: 'title', groupType: 'richTextBlock' }] },
    ]);
    expect(await dumpContent(t.db)).toBe(before);
    expect(rebuild.calls).toHaveLength(calls);
    const list = v.parse(successSchema(PageListResponseSchema), (await call(app, '/page/list')).body).data;
    expect(list.pages.find((p) => p.id === page.id)).toMatchObject({ published: false, publishedSlug: null });
    // Shown in German only, nothing is missing: it goes live.
    await call(app, '/page/update', { id: page.id, meta: { disallowedLanguages: ['en'] } });
    expect((await call(app, '/page/publish', { id: page.id })).status).toBe(200);
  });
});

describe('POST /page/remove', () => {
  it('never removes the home page', async () => {
    const res = await call(app, '/page/remove', { id: PAGE.home });
    expect(res.status).toBe(409);
    expect((await t.db.select().from(pages).where(eq(pages.id, PAGE.home))).length).toBe(1);
  });

  it('deletes a published page with its blocks, redirects and navigation entries', async () => {
    const page = await addPage('Weg damit', 'Gone');
    await call(app, '/page/publish', { id: page.id });
    await call(app, '/page/update', { id: page.id, slug: { de: 'weg' } });
    const [nav] = await t.db.select().from(navigation);
    const entry = { id: 'nav-test', type: 'page' as const, pageId: page.id, appearance: 'default' as const };
    const containers = nav!.draft.containers.map((c, i) =>
      i === 0 ? { ...c, children: [...c.children, entry] } : c,
    );
    await t.db.update(navigation).set({ draft: { containers }, published: { containers } });

    const res = await call(app, '/page/remove', { id: page.id });
    expect(res.status).toBe(200);
    const data = v.parse(successSchema(PageRemoveResponseSchema), res.body).data;
    expect(data.removedPaths.sort()).toEqual(['/de/weg-damit', '/en/gone']);
    expect(rebuild.calls.at(-1)).toEqual({ pageIds: [], wholeSite: true, removedPaths: data.removedPaths });
    expect(await t.db.select().from(pages).where(eq(pages.id, page.id))).toEqual([]);
    expect(await t.db.select().from(groups).where(eq(groups.pageId, page.id))).toEqual([]);
    expect(await t.db.select().from(pageRedirects).where(eq(pageRedirects.pageId, page.id))).toEqual([]);
    const [after] = await t.db.select().from(navigation);
    for (const tree of [after!.draft, after!.published!]) {
      expect(JSON.stringify(tree)).not.toContain(page.id);
    }
  });

  it('deletes a draft page without re-rendering anything', async () => {
    const page = await addPage('Nur Entwurf');
    const calls = rebuild.calls.length;
    const res = await call(app, '/page/remove', { id: page.id });
    expect(res.body.data).toEqual({ pageId: page.id, removedPaths: [], live: true });
    expect(rebuild.calls.length).toBe(calls);
  });
});
