/** POST /api/v1/magazine/article over HTTP: refusals change nothing; success creates the card. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, fields, groups } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { DEMO_MAGAZINE_ARTICLES } from '../../../src/lib/magazine/demo-articles.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let feedId: string;
beforeAll(async () => {
  t = await freshDb();
  app = testApp(t.db).app;
  const added = await call(app, '/group/add', { pageId: PAGE.home, groupName: 'goFeed', nextTo: null });
  feedId = added.body.data.group.id;
});
afterAll(async () => t.close());

const article = DEMO_MAGAZINE_ARTICLES[0]!;
const body = (url: string) => ({ pageId: PAGE.home, groupId: feedId, url });

describe('POST /api/v1/magazine/article', () => {
  it('refuses without a session, a foreign origin, or bad input, and changes nothing', async () => {
    const before = await dumpContent(t.db);
    expect((await call(app, '/magazine/article', body(article.permalink), { editor: false })).status).toBe(
      401,
    );
    const foreign = await call(app, '/magazine/article', body(article.permalink), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const bad = await call(app, '/magazine/article', { pageId: PAGE.home, groupId: feedId, url: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
    expect(await dumpContent(t.db)).toBe(before);
  });

  it("answers 'URL nicht angegeben' for an empty URL", async () => {
    const res = await call(app, '/magazine/article', body('   '));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'url_missing', message: 'URL nicht angegeben' });
  });

  it("answers 'Url nicht gefunden' / 'Could not find article with this URL' for an unknown article", async () => {
    const before = await dumpContent(t.db);
    const res = await call(
      app,
      '/magazine/article',
      body('https://magazin.gesundheitsoptik.example/artikel/gibt-es-nicht'),
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'article_not_found', message: 'Url nicht gefunden' });
    const en = await call(app, '/magazine/article?lang=en', body('not a url'));
    expect(en.body.error.message).toBe('Could not find article with this URL');
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('refuses a block that is not a goFeed', async () => {
    const res = await call(app, '/magazine/article', {
      ...body(article.permalink),
      groupId: 'group-home-hero',
    });
    expect(res.status).toBe(409);
  });

  it('creates a goFeedCard with the title field and the postId option, and caches the teaser', async () => {
    const res = await call(app, '/magazine/article', body(`${article.permalink}/?utm_source=newsletter`));
    expect(res.status).toBe(200);
    const { group, field } = res.body.data;
    expect(group).toMatchObject({
      type: 'goFeedCard',
      parentId: feedId,
      status: 'draft',
      options: { postId: article.postId },
    });
    expect(field).toMatchObject({
      name: 'title',
      groupId: group.id,
      content: { kind: 'localized', values: { de: { text: article.title }, en: { text: article.title } } },
    });
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row?.position).toBe(0);
    expect((await t.db.select().from(fields).where(eq(fields.groupId, group.id))).map((f) => f.name)).toEqual(
      ['title'],
    );
    const second = await call(app, '/magazine/article', body(DEMO_MAGAZINE_ARTICLES[1]!.permalink));
    expect(second.body.data.group.position).toBe(1);
  });

  it("answers 'Nur verfügbar für Gesundheitsoptiker' when the business is no health-optics member", async () => {
    await t.db.update(businesses).set({ healthOptics: false });
    const before = await dumpContent(t.db);
    const res = await call(app, '/magazine/article', body(article.permalink));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Nur verfügbar für Gesundheitsoptiker');
    expect(await dumpContent(t.db)).toBe(before);
    await t.db.update(businesses).set({ healthOptics: true });
  });
});
