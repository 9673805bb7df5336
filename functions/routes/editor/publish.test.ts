/** /page/publish, /page/revert, /page/revertAll over HTTP: the public snapshot follows. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { fieldText } from '../../../src/lib/content.ts';
import { call, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());

const HOME = PAGE.home;

async function saveCtaTitle(locale: 'de' | 'en', text: string) {
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

async function publicCtaTitle(locale: 'de' | 'en') {
  const site = await loadSite(t.db, 'published');
  const cta = site.pages.find((p) => p.id === HOME)!.groups.find((g) => g.id === 'group-home-cta');
  return fieldText(cta?.fields['title'], locale);
}

describe('publish', () => {
  it('makes the draft public and tells the rebuild service', async () => {
    const before = await publicCtaTitle('de');
    await saveCtaTitle('de', 'Frisch publiziert');
    await saveCtaTitle('en', 'Freshly published');
    expect(await publicCtaTitle('de')).toBe(before);
    const res = await call(app, '/page/publish', { id: HOME });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      pageId: HOME,
      publishedAt: '2026-11-22T10:00:00.000Z',
      live: true,
    });
    expect(await publicCtaTitle('de')).toBe('Frisch publiziert');
    expect(await publicCtaTitle('en')).toBe('Freshly published');
    expect(rebuild.calls.at(-1)).toEqual({ pageIds: [HOME], wholeSite: false, removedPaths: [] });
    const status = await call(app, `/page/status/publication?id=${HOME}`);
    expect(status.body.data.counts).toEqual({ fields: 0, groups: 0, pages: 0 });
  });

  it('removes a marked block from both sides on publish', async () => {
    await call(app, '/group/remove', { pageId: HOME, groupId: 'group-home-spacer' });
    const res = await call(app, '/page/publish', { id: HOME });
    expect(res.body.data.removedGroupIds).toEqual(['group-home-spacer']);
    const [draft, published] = await Promise.all([loadSite(t.db, 'draft'), loadSite(t.db, 'published')]);
    for (const site of [draft, published]) {
      expect(site.pages.find((p) => p.id === HOME)!.groups.some((g) => g.id === 'group-home-spacer')).toBe(
        false,
      );
    }
  });

  it('answers 404 for an unknown page', async () => {
    expect((await call(app, '/page/publish', { id: 'page-nope' })).status).toBe(404);
  });
});

describe('revert', () => {
  it('restores the published values, deletes new blocks and restores marked ones', async () => {
    const published = await publicCtaTitle('de');
    await saveCtaTitle('de', 'Wird verworfen');
    const added = await call(app, '/group/add', { pageId: HOME, groupName: 'cta', nextTo: null });
    await call(app, '/group/remove', { pageId: HOME, groupId: 'group-home-about' });
    const res = await call(app, '/page/revert', { id: HOME });
    expect(res.status).toBe(200);
    expect(res.body.data.deletedGroupIds).toEqual([added.body.data.group.id]);
    const draft = await loadSite(t.db, 'draft');
    const home = draft.pages.find((p) => p.id === HOME)!;
    expect(fieldText(home.groups.find((g) => g.id === 'group-home-cta')!.fields['title'], 'de')).toBe(
      published,
    );
    expect(home.groups.find((g) => g.id === 'group-home-about')!.status).toBe('published');
    expect(home.groups.some((g) => g.id === added.body.data.group.id)).toBe(false);
    const status = await call(app, `/page/status/publication?id=${HOME}`);
    expect(status.body.data.counts).toEqual({ fields: 0, groups: 0, pages: 0 });
  });

  it('reverts every page with revertAll (no payload)', async () => {
    await saveCtaTitle('de', 'Auch weg');
    const res = await app.request('/api/v1/page/revertAll', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'x-test-editor': '1' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { pageIds: string[] } };
    expect(body.data.pageIds).toContain(HOME);
    const status = await call(app, `/page/status/publication?id=${HOME}`);
    expect(status.body.data.counts.fields).toBe(0);
  });
});
