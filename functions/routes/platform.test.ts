/**
 * The network admins' list of sites (GET /api/v1/platform/sites) and its page (/network) over a
 * fresh libSQL file, signed in through the real auth service: 404 without the platform service,
 * 401 / 403 / sign-in redirect for everyone but admins, and the admin's page in the editor
 * language chosen in the settings panel, with Swiss dates and sizes.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorPreferences } from '../../db/schema.ts';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { NetworkSitesResponseSchema, type NetworkSite } from '../../src/lib/api/platform.ts';
import { formatSubmittedAt } from '../../src/lib/api/submissions-columns.ts';
import { formatByteSize } from '../../src/lib/media/byte-size.ts';
import { createApp } from '../app.ts';
import { signInForTest, TEST_EDITORS, withTestEditors } from '../auth/testing.ts';
import type { Editor } from '../auth/types.ts';
import { freshDb, type TestDb } from './editor/test-support.ts';
import { NETWORK_SIGN_IN_PATH, networkPageHtml } from './platform.ts';

const SITES: NetworkSite[] = [
  {
    id: 'optik-seeblick',
    name: 'Optik Seeblick',
    status: 'disabled',
    isDefault: false,
    hosts: ['optik-seeblick.localhost', 'www.seeblick.ch'],
    primaryHost: 'optik-seeblick.localhost',
    createdAt: '2026-01-02T08:00:00.000Z',
    lastPublishAt: '2026-11-22T10:00:00.000Z',
    storageBytes: 3 * 1024 * 1024 + 512 * 1024,
    schemaVersion: 11,
    mailWaiting: 1234,
    mailFailed: 2,
  },
  {
    id: 'optik-sonnenberg',
    name: 'Optik <Sonnenberg> & Co',
    status: 'active',
    isDefault: true,
    hosts: ['optik-sonnenberg.localhost'],
    primaryHost: 'optik-sonnenberg.localhost',
    createdAt: '2026-01-01T08:00:00.000Z',
    lastPublishAt: null,
    storageBytes: 2048,
  },
];

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
let single: ReturnType<typeof createApp>;
let admin: Editor;
let adminCookie: string;
let opticianCookie: string;

beforeAll(async () => {
  testDb = await freshDb();
  const editors = await withTestEditors(testDb.db);
  admin = editors.admin;
  app = createApp({
    db: testDb.db,
    services: { auth: editors.auth, platform: { listSites: async () => SITES } },
  });
  single = createApp({ db: testDb.db, services: { auth: editors.auth } });
  adminCookie = await signInForTest(app, TEST_EDITORS.admin.email, TEST_EDITORS.admin.password);
  opticianCookie = await signInForTest(app, TEST_EDITORS.optician.email, TEST_EDITORS.optician.password);
});
afterAll(() => testDb.close());

const get = (target: typeof app, path: string, cookie?: string) =>
  target.request(`http://localhost:4321${path}`, { headers: cookie ? { cookie } : {} });

describe('GET /api/v1/platform/sites', () => {
  it('answers 401 without a session and 403 for an optician', async () => {
    const anonymous = await get(app, '/api/v1/platform/sites');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    const optician = await get(app, '/api/v1/platform/sites', opticianCookie);
    expect(optician.status).toBe(403);
    expect(await optician.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
  });

  it('lists every site for an admin, uncached', async () => {
    const res = await get(app, '/api/v1/platform/sites', adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(NetworkSitesResponseSchema, await res.json()).data.sites).toEqual(SITES);
  });

  it('is not there on a server without the network (404)', async () => {
    const res = await get(single, '/api/v1/platform/sites', adminCookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });
});

describe('GET /network', () => {
  it('sends visitors and opticians to the sign-in page', async () => {
    for (const cookie of [undefined, opticianCookie]) {
      const res = await get(app, '/network', cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(NETWORK_SIGN_IN_PATH);
    }
  });

  it('shows an admin the sites in German with Swiss dates and sizes', async () => {
    const res = await get(app, '/network', adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/u);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    const t = editorDictionary('de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<h1>${t.networkTitle}</h1>`);
    expect(html).toContain('Optik Seeblick');
    expect(html).toContain('Optik &lt;Sonnenberg&gt; &amp; Co');
    expect(html).not.toContain('<Sonnenberg>');
    expect(html).toContain('<a href="http://optik-seeblick.localhost:4321/">optik-seeblick.localhost</a>');
    expect(html).toContain('<a href="http://www.seeblick.ch:4321/">www.seeblick.ch</a>');
    expect(html).toContain(t.networkStatusDisabled);
    expect(html).toContain(t.networkStatusActive);
    expect(html).toContain(t.networkDefaultSite);
    expect(html).toContain(formatSubmittedAt('2026-11-22T10:00:00.000Z', 'de'));
    expect(html).toContain(t.networkNeverPublished);
    expect(html).toContain(formatByteSize(SITES[0]?.storageBytes ?? 0, 'de-CH'));
    expect(html).toContain(formatByteSize(3 * 1024 * 1024 + 512 * 1024 + 2048, 'de-CH'));
    // Schema version and mail waiting per site; "unknown" where they were not measured.
    const number = new Intl.NumberFormat('de-CH');
    expect(html).toContain(t.networkColumnSchema);
    expect(html).toContain(`<td class="num" data-column="schema">${number.format(11)}</td>`);
    expect(html).toContain(
      // de-CH groups thousands with an apostrophe, which the page writes as an HTML entity.
      `<td class="num" data-column="mail">${number.format(1234).replaceAll("'", '&#39;')} (${format(t.networkMailFailed, { count: number.format(2) })})</td>`,
    );
    expect(html).toContain(`<td class="num" data-column="schema">${t.networkUnknown}</td>`);
  });

  it('speaks French to an admin who chose French as editor language', async () => {
    await testDb.db
      .insert(editorPreferences)
      .values({ userId: admin.id, locale: 'fr', updatedAt: new Date().toISOString() });
    const html = await (await get(app, '/network', adminCookie)).text();
    const t = editorDictionary('fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>${t.networkTitle}</h1>`);
    expect(html).toContain(t.networkColumnLastPublish);
    expect(html).toContain(formatSubmittedAt('2026-11-22T10:00:00.000Z', 'fr'));
    expect(html).toContain(formatByteSize(SITES[0]?.storageBytes ?? 0, 'fr-CH'));
  });

  it('is not there on a server without the network', async () => {
    expect((await get(single, '/network', adminCookie)).status).toBe(404);
  });

  it('says so when the network has no sites', () => {
    const html = networkPageHtml({ sites: [], locale: 'de', protocol: 'https:', port: '' });
    expect(html).toContain(editorDictionary('de').networkEmpty);
    expect(html).not.toContain('<table>');
  });
});
