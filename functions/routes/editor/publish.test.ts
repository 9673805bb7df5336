/**
 * /page/publish, /page/revert, /page/revertAll over HTTP: the public snapshot follows; a publish
 * the rules hold back (a missing translation, or unconfirmed accessibility findings) answers 409
 * 'publish_blocked' with the reasons and changes nothing.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, media } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { PublishRefusedBodySchema } from '../../../src/lib/api/publish.ts';
import { fieldText } from '../../../src/lib/content.ts';
import { call, dumpContent, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());

const HOME = PAGE.home;

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

describe('publish rules', () => {
  it('refuses a page with a missing translation with 409 and the reasons, and changes nothing', async () => {
    const published = await publicCtaTitle('en');
    await saveCtaTitle('de', 'Nur auf Deutsch');
    await saveCtaTitle('en', null);
    const before = await dumpContent(t.db);
    const calls = rebuild.calls.length;
    // Confirming the accessibility check does not get a missing translation through.
    for (const accessibilityConfirmed of [false, true]) {
      const res = await call(app, '/page/publish', { id: HOME, accessibilityConfirmed });
      expect(res.status).toBe(409);
      const body = v.parse(PublishRefusedBodySchema, res.body);
      expect(body.error.code).toBe('publish_blocked');
      expect(body.data.reasons.missingTranslations).toEqual([
        {
          locale: 'en',
          pageName: false,
          fields: [
            {
              fieldId: 'field-home-cta-title',
              fieldName: 'title',
              groupId: 'group-home-cta',
              groupType: 'cta',
            },
          ],
        },
      ]);
    }
    expect(await dumpContent(t.db)).toBe(before);
    expect(rebuild.calls).toHaveLength(calls);
    expect(await publicCtaTitle('en')).toBe(published);
    expect(await publicCtaTitle('de')).not.toBe('Nur auf Deutsch');
    await call(app, '/page/revert', { id: HOME });
  });

  it('holds back accessibility findings until the editor confirms them', async () => {
    const [used] = await t.db
      .select({ id: media.id, alt: media.alt })
      .from(fields)
      .innerJoin(media, eq(media.id, fields.mediaId))
      .where(and(eq(fields.pageId, HOME), isNotNull(fields.mediaId), eq(media.mediaType, 'image')));
    expect(used).toBeDefined();
    await t.db
      .update(media)
      .set({ alt: { de: 'Laden' } })
      .where(eq(media.id, used!.id));
    await saveCtaTitle('de', 'Mit Bild ohne Text');
    const before = await dumpContent(t.db);
    const refused = await call(app, '/page/publish', { id: HOME });
    expect(refused.status).toBe(409);
    const { reasons } = v.parse(PublishRefusedBodySchema, refused.body).data;
    expect(reasons.missingTranslations).toEqual([]);
    expect(reasons.missingAlt.map((m) => [m.mediaId, m.locales])).toEqual([[used!.id, ['en']]]);
    expect(await dumpContent(t.db)).toBe(before);
    const confirmed = await call(app, '/page/publish', { id: HOME, accessibilityConfirmed: true });
    expect(confirmed.status).toBe(200);
    expect(await publicCtaTitle('de')).toBe('Mit Bild ohne Text');
    await t.db.update(media).set({ alt: used!.alt }).where(eq(media.id, used!.id));
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
