/** /settings (draft, save) and /settings/editorLocale over HTTP. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { editorPreferences, settings } from '../../../db/schema.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import { SettingsDraftResponseSchema, SettingsSaveResponseSchema } from '../../../src/lib/api/settings.ts';
import { readSettings, type SiteSettings } from '../../../src/lib/settings.ts';
import {
  call,
  dumpContent,
  freshDb,
  testApp,
  TEST_EDITOR,
  type CallOptions,
  type TestApp,
  type TestDb,
} from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());
beforeEach(() => {
  rebuild.calls.length = 0;
});

async function draft(): Promise<{ settings: SiteSettings; revision: number }> {
  const res = await call(app, '/settings/draft');
  expect(res.status).toBe(200);
  return v.parse(successSchema(SettingsDraftResponseSchema), res.body).data;
}

async function stored() {
  const row = await t.db.query.settings.findFirst({ where: eq(settings.id, 'site') });
  return {
    draft: readSettings(row?.draft),
    published: readSettings(row?.published),
    revision: row!.revision,
  };
}

const save = (body: unknown, opts?: CallOptions) => call(app, '/settings', body, opts);

describe('POST /settings', () => {
  it('stores a changed section as draft and published and re-renders the whole site', async () => {
    const before = await draft();
    const footer = {
      ...before.settings.footer,
      street: 'Bahnhofstrasse 1',
      useBusinessDataFromLookUp: false,
    };
    const res = await save({ baseRevision: before.revision, settings: { footer } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = v.parse(successSchema(SettingsSaveResponseSchema), res.body).data;
    expect(data).toMatchObject({ changed: true, revision: before.revision + 1 });
    expect(data.settings.footer.street).toBe('Bahnhofstrasse 1');
    const row = await stored();
    expect(row.draft.footer.street).toBe('Bahnhofstrasse 1');
    expect(row.published.footer.street).toBe('Bahnhofstrasse 1');
    expect(row.draft.theme).toEqual(before.settings.theme);
    expect(rebuild.calls).toEqual([{ pageIds: [], wholeSite: true, removedPaths: [] }]);
    const pub = await call(app, '/settings', undefined, { editor: false });
    expect(pub.body.data.footer.street).toBe('Bahnhofstrasse 1');
  });

  it('writes nothing and re-renders nothing for an unchanged section', async () => {
    const before = await draft();
    const dump = await dumpContent(t.db);
    const res = await save({ baseRevision: before.revision, settings: { theme: before.settings.theme } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ changed: false, revision: before.revision });
    expect(await dumpContent(t.db)).toBe(dump);
    expect(rebuild.calls).toEqual([]);
  });

  it('saves several sections at once (the whole settings object)', async () => {
    const before = await draft();
    const theme = { ...before.settings.theme, primary: '200,10,20' };
    const res = await save({
      baseRevision: before.revision,
      settings: { ...pickEditable(before.settings), theme },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored()).published.theme.primary).toBe('200,10,20');
  });

  it('refuses a stale revision with 412 and stores nothing', async () => {
    const before = await draft();
    const dump = await dumpContent(t.db);
    const footer = { ...before.settings.footer, city: 'Bern' };
    const res = await save({ baseRevision: before.revision - 1, settings: { footer } });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ success: false, error: { code: 'stale' } });
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it.each([
    [
      'a colour that is no RGB triple',
      'theme',
      { primary: '#ff0000' },
      'theme.primary',
      'settingsErrorInvalid',
    ],
    [
      'an unknown header mode',
      'appearance',
      { header: 'glass' },
      'appearance.header',
      'settingsErrorInvalid',
    ],
    ['an invalid footer e-mail', 'footer', { email: 'anna@' }, 'footer.email', 'settingsErrorEmail'],
    ['a phone with letters', 'footer', { phone: '044 abc' }, 'footer.phone', 'settingsErrorPhone'],
    [
      'an analytics id without G-',
      'tracking',
      { analyticsId: 'UA-1234' },
      'tracking.analyticsId',
      'settingsErrorAnalyticsId',
    ],
    [
      'a tag manager id without GTM-',
      'tracking',
      { tagManagerId: 'GT-12' },
      'tracking.tagManagerId',
      'settingsErrorTagManagerId',
    ],
    [
      'a pixel id with letters',
      'tracking',
      { pixelId: 'abc123' },
      'tracking.pixelId',
      'settingsErrorPixelId',
    ],
    [
      'an active booking button without url',
      'bookingButton',
      { active: true, url: null },
      'bookingButton.url',
      'settingsErrorUrl',
    ],
    [
      'an overlay over 90 %',
      'backgroundOverlay',
      { opacity: 95 },
      'backgroundOverlay.opacity',
      'settingsErrorInvalid',
    ],
    ['an unknown key', 'contact', { fax: '044' }, 'contact.fax', 'settingsErrorInvalid'],
  ] as const)(
    'refuses %s with 400, the field and its error key, and stores nothing',
    async (_, section, change, path, key) => {
      const before = await draft();
      const dump = await dumpContent(t.db);
      const value = { ...before.settings[section], ...change };
      const res = await save({ baseRevision: before.revision, settings: { [section]: value } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: { code: 'invalid_input', fields: { [path]: key } },
      });
      expect(await dumpContent(t.db)).toBe(dump);
      expect(rebuild.calls).toEqual([]);
    },
  );

  it.each([
    ['no section', { baseRevision: 0, settings: {} }],
    ['a section that is not editable', { baseRevision: 0, settings: { business: {} } }],
    ['no revision', { settings: { contact: {} } }],
    ['a negative revision', { baseRevision: -1, settings: { contact: {} } }],
  ])('refuses %s with 400', async (_, body) => {
    const dump = await dumpContent(t.db);
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(await dumpContent(t.db)).toBe(dump);
  });

  it('answers 401 without a session and 403 to a foreign origin, storing nothing', async () => {
    const before = await draft();
    const dump = await dumpContent(t.db);
    const body = { baseRevision: before.revision, settings: { contact: { email: null, companyName: 'X' } } };
    expect((await save(body, { editor: false })).status).toBe(401);
    expect((await call(app, '/settings/draft', undefined, { editor: false })).status).toBe(401);
    expect((await save(body, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await save(body, { origin: null })).status).toBe(403);
    expect(await dumpContent(t.db)).toBe(dump);
    expect(rebuild.calls).toEqual([]);
  });
});

describe('/settings/editorLocale', () => {
  it('is German until the editor chooses, then keeps the choice for that editor', async () => {
    expect((await call(app, '/settings/editorLocale')).body.data).toEqual({ locale: 'de' });
    const res = await call(app, '/settings/editorLocale', { locale: 'fr' });
    expect(res.status).toBe(200);
    expect((await call(app, '/settings/editorLocale')).body.data).toEqual({ locale: 'fr' });
    const rows = await t.db.select().from(editorPreferences);
    expect(rows.map((r) => [r.userId, r.locale])).toEqual([[TEST_EDITOR.id, 'fr']]);
    await call(app, '/settings/editorLocale', { locale: 'de' });
    expect((await call(app, '/settings/editorLocale')).body.data).toEqual({ locale: 'de' });
  });

  it('refuses other languages, no session and foreign origins', async () => {
    expect((await call(app, '/settings/editorLocale', { locale: 'it' })).status).toBe(400);
    expect((await call(app, '/settings/editorLocale', { locale: 'fr', extra: 1 })).status).toBe(400);
    expect((await call(app, '/settings/editorLocale', undefined, { editor: false })).status).toBe(401);
    expect((await call(app, '/settings/editorLocale', { locale: 'fr' }, { editor: false })).status).toBe(401);
    expect(
      (await call(app, '/settings/editorLocale', { locale: 'fr' }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await call(app, '/settings/editorLocale')).body.data).toEqual({ locale: 'de' });
  });
});

function pickEditable(s: SiteSettings) {
  const { business: _business, editor: _editor, ...editable } = s;
  return editable;
}
