/** POST /translation and /translation/confirm over HTTP, against the fake DeepL server. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fields } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import {
  TranslationConfirmResponseSchema,
  TranslationResponseSchema,
} from '../../../src/lib/api/translation.ts';
import type { ProseMirrorNode } from '../../../src/lib/content.ts';
import { fakeTranslation, startFakeDeepl, type FakeDeepl } from '../../../tests/fixtures/fake-deepl.ts';
import { createApp } from '../../app.ts';
import { createDeeplNodeTranslation } from '../../services/translation/deepl-node.ts';
import type { TranslationService } from '../../services/translation/translator.ts';
import { call, dumpContent, fakeAuth, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

const KEY = 'test-key:fx';
const RICH = 'field-home-about-text';
const PLAIN = 'field-home-hero-kicker';

let t: TestDb;
let deepl: FakeDeepl;
let app: TestApp;

function appWith(translation: TranslationService): TestApp {
  return createApp({
    db: t.db,
    services: { auth: fakeAuth, translation, now: () => new Date('2026-11-22T10:00:00Z') },
  });
}

const row = async (id: string) => (await t.db.select().from(fields).where(eq(fields.id, id)))[0]!;
const draftField = async (id: string) => {
  const page = (await loadSite(t.db, 'draft')).pages.find((p) => p.id === PAGE.home)!;
  return page.groups.flatMap((g) => Object.values(g.fields)).find((f) => f.id === id)!;
};

beforeAll(async () => {
  t = await freshDb();
  deepl = await startFakeDeepl({ authKey: KEY });
  app = appWith(createDeeplNodeTranslation({ apiKey: KEY, serverUrl: deepl.url }));
});
afterAll(async () => {
  await deepl.close();
  await t.close();
});
beforeEach(() => deepl.failWith(null));

describe('POST /api/v1/translation', () => {
  it('translates a plain text field and marks it machine-translated (draft side only)', async () => {
    const before = await row(PLAIN);
    const res = await call(app, '/translation', { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'en' });
    expect(res.status).toBe(200);
    expect(v.is(successSchema(TranslationResponseSchema), res.body)).toBe(true);
    const de = before.content?.kind === 'localized' ? before.content.values.de!.text! : '';
    expect(res.body.data.field.content.values.en).toEqual({ text: fakeTranslation(de, 'EN-GB', false) });
    expect(res.body.data.field.revision).toBe(before.revision + 1);
    expect(deepl.requests.at(-1)).toMatchObject({ sourceLang: 'de', targetLang: 'en-GB', tagHandling: null });
    expect((await row(PLAIN)).machineTranslated).toEqual({ en: true });
    expect((await draftField(PLAIN)).machineTranslated).toEqual({ en: true });
    const published = (await loadSite(t.db, 'published')).pages.find((p) => p.id === PAGE.home)!;
    expect(JSON.stringify(published)).not.toContain('machineTranslated');
  });

  it('translates rich text in one request, keeping structure, marks and links', async () => {
    const before = await row(RICH);
    const source = before.content?.kind === 'localized' ? before.content.values.de!.json! : null;
    const count = deepl.requests.length;
    const res = await call(app, '/translation', { pageId: PAGE.home, fieldId: RICH, from: 'de', to: 'en' });
    expect(res.status).toBe(200);
    expect(deepl.requests.length).toBe(count + 1);
    expect(deepl.requests.at(-1)!.tagHandling).toBe('xml');
    const json = res.body.data.field.content.values.en.json;
    // Same tree, same marks (links with their attributes); only the words differ.
    const shape = (n: ProseMirrorNode): unknown => ({
      type: n.type,
      attrs: n.attrs,
      marks: n.marks,
      content: n.content?.map(shape),
    });
    expect(shape(json as ProseMirrorNode)).toEqual(shape(source!));
    expect(JSON.stringify(json)).toContain('[en] ');
    expect(res.body.data.field.content.values.en.text).toMatch(/^\[en\] /u);
    expect(res.body.data.field.content.values.de.json).toEqual(source);
  });

  it('clears the mark when an editor saves that locale, and on confirm without changing the text', async () => {
    const stored = await row(PLAIN);
    expect(stored.machineTranslated).toEqual({ en: true });
    const saved = await call(app, '/data', {
      itemType: 'field',
      pageId: PAGE.home,
      groupId: stored.groupId,
      name: stored.name,
      baseRevision: stored.revision,
      data: { content: { locale: 'de', text: 'Ihr Optiker' } },
    });
    expect(saved.status).toBe(200);
    expect((await row(PLAIN)).machineTranslated).toEqual({ en: true });
    const en = await call(app, '/data', {
      itemType: 'field',
      pageId: PAGE.home,
      groupId: stored.groupId,
      name: stored.name,
      baseRevision: stored.revision + 1,
      data: { content: { locale: 'en', text: 'Your optician' } },
    });
    expect(en.status).toBe(200);
    expect((await row(PLAIN)).machineTranslated).toBeNull();

    const rich = await row(RICH);
    expect(rich.machineTranslated).toEqual({ en: true });
    const confirmed = await call(app, '/translation/confirm', { fieldId: RICH, locale: 'en' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ fieldId: RICH, locale: 'en' });
    expect(v.is(successSchema(TranslationConfirmResponseSchema), confirmed.body)).toBe(true);
    const after = await row(RICH);
    expect(after.machineTranslated).toBeNull();
    expect(after.content).toEqual(rich.content);
    expect(after.revision).toBe(rich.revision);
  });

  it('writes nothing and answers 502 when DeepL fails', async () => {
    deepl.failWith(456);
    const before = await dumpContent(t.db);
    const res = await call(app, '/translation', { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'en' });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('translation_failed');
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 503 when no translation is set up, and says so in the status', async () => {
    const plain = testApp(t.db).app;
    expect((await call(plain, '/translation/status')).body.data).toEqual({ configured: false });
    expect((await call(app, '/translation/status')).body.data).toEqual({ configured: true });
    expect((await call(app, '/translation/status', undefined, { editor: false })).status).toBe(401);
    const res = await call(plain, '/translation', {
      pageId: PAGE.home,
      fieldId: PLAIN,
      from: 'de',
      to: 'en',
    });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('translation_not_configured');
  });

  it('refuses bad input, unknown fields and fields without source text', async () => {
    const before = await dumpContent(t.db);
    for (const body of [
      { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'de' },
      { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'fr' },
      { pageId: PAGE.home, fieldId: PLAIN, from: 'de' },
      { pageId: PAGE.home, fieldId: 'bad id!', from: 'de', to: 'en' },
      { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'en', extra: 1 },
    ]) {
      expect((await call(app, '/translation', body)).status).toBe(400);
    }
    expect((await call(app, '/translation/confirm', { fieldId: PLAIN, locale: 'it' })).status).toBe(400);
    const unknown = { pageId: PAGE.home, fieldId: 'field-nope', from: 'de', to: 'en' };
    expect((await call(app, '/translation', unknown)).status).toBe(404);
    const otherPage = { pageId: PAGE.contact, fieldId: PLAIN, from: 'de', to: 'en' };
    expect((await call(app, '/translation', otherPage)).status).toBe(404);
    expect((await call(app, '/translation/confirm', { fieldId: 'field-nope', locale: 'en' })).status).toBe(
      404,
    );
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('refuses a field without text in the source locale', async () => {
    const title = await row('field-home-cta-title');
    await t.db
      .update(fields)
      .set({ content: { kind: 'localized', values: { de: { text: 'Zeit für einen Sehtest?' } } } })
      .where(eq(fields.id, title.id));
    const before = await dumpContent(t.db);
    const res = await call(app, '/translation', {
      pageId: PAGE.home,
      fieldId: title.id,
      from: 'en',
      to: 'de',
    });
    expect(res.status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('keeps the mark through a revert only on text that was published as it is', async () => {
    const body = { pageId: PAGE.contact, fieldId: 'field-contact-intro-text', from: 'de', to: 'en' };
    expect((await call(app, '/translation', body)).status).toBe(200);
    expect((await call(app, '/page/revert', { id: PAGE.contact })).status).toBe(200);
    expect((await row(body.fieldId)).machineTranslated).toBeNull();

    expect((await call(app, '/translation', body)).status).toBe(200);
    expect((await call(app, '/page/publish', { id: PAGE.contact })).status).toBe(200);
    expect((await call(app, '/page/revert', { id: PAGE.contact })).status).toBe(200);
    expect((await row(body.fieldId)).machineTranslated).toEqual({ en: true });
  });

  it('refuses callers without a session (401) and cross-site requests (403)', async () => {
    const body = { pageId: PAGE.home, fieldId: PLAIN, from: 'de', to: 'en' };
    const before = await dumpContent(t.db);
    expect((await call(app, '/translation', body, { editor: false })).status).toBe(401);
    expect(
      (await call(app, '/translation/confirm', { fieldId: PLAIN, locale: 'en' }, { editor: false })).status,
    ).toBe(401);
    const foreign = await call(app, '/translation', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden_origin');
    expect((await call(app, '/translation', body, { origin: null })).status).toBe(403);
    expect((await call(app, '/translation', undefined, { raw: '{"broken' })).status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });
});
