/** GET /page/get?includeDrafts=true: the editor's draft page and draft site pieces. */
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

describe('GET /api/v1/page/get?includeDrafts=true', () => {
  it('needs a signed-in editor', async () => {
    const res = await call(app, '/page/get?includeDrafts=true&locale=de&slug=', undefined, { editor: false });
    expect(res.status).toBe(401);
  });

  it('answers the draft page, draft site pieces and paths, uncached', async () => {
    const [row] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
    await call(app, '/data', {
      itemType: 'field',
      pageId: PAGE.home,
      groupId: 'group-home-cta',
      name: 'title',
      baseRevision: row!.revision,
      data: { content: { locale: 'de', text: 'Nur im Entwurf' } },
    });
    const res = await app.request('/api/v1/page/get?includeDrafts=true&locale=de&slug=', {
      headers: { 'x-test-editor': '1' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads JSON
    const cta = data.page.groups.find((g: { id: string }) => g.id === 'group-home-cta');
    expect(cta.fields.title.content.values.de.text).toBe('Nur im Entwurf');
    expect(cta.fields.title.revision).toBe(row!.revision + 1);
    expect(data.paths).toEqual([
      { locale: 'de', path: '/de/' },
      { locale: 'en', path: '/en/' },
    ]);
    expect(data.site.navigation.containers.length).toBeGreaterThan(0);
    expect(data.site.branches.length).toBeGreaterThan(0);
    expect(data.site.settings).toHaveProperty('business');
    // Other pages come without groups, except a collection item's detail group.
    const contact = data.site.pages.find((p: { id: string }) => p.id === PAGE.contact);
    expect(contact.groups).toEqual([]);
    const anna = data.site.pages.find((p: { id: string }) => p.id === PAGE.teamAnna);
    expect(anna.groups.map((g: { type: string }) => g.type)).toEqual(['teamDetails']);

    // The public answer still shows the published title.
    const pub = await call(app, '/page/get?locale=de&slug=', undefined, { editor: false });
    const pubCta = pub.body.data.page.groups.find((g: { id: string }) => g.id === 'group-home-cta');
    expect(pubCta.fields.title.content.values.de.text).not.toBe('Nur im Entwurf');
  });

  it('finds a page by id, and answers 404 for an unknown one', async () => {
    const byId = await call(app, `/page/get?includeDrafts=true&id=${PAGE.contact}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.page.id).toBe(PAGE.contact);
    expect((await call(app, '/page/get?includeDrafts=true&id=page-nope')).status).toBe(404);
  });
});
