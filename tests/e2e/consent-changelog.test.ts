/**
 * (a) Tracking with consent: with tracking ids set, a visitor in German and in English sees the
 * banner and nothing is requested from the tracking hosts before a choice; after declining nothing
 * is loaded on the next two pages; after accepting the three scripts load. (b) The changelog
 * dialog opens by itself for unseen entries, in German and in French, and closing marks them seen
 * (no dialog after a reload nor in a new session). axe finds nothing on the banner or the dialog.
 *
 * The tracking ids and the admin's editor language are set through the settings panel's calls
 * (live on every page at once) and restored afterwards; only the changelog-seen rows are changed
 * through the test-only database access (tests/e2e/e2e-db.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoChangelog } from '../../db/seed/content/changelog.ts';
import { editorDictionary, type EditorLocale } from '../../src/i18n/editor.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import type { SiteSettings } from '../../src/lib/settings.ts';
import { TRACKING_HOSTS } from '../../src/lib/tracking.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { E2E_ADMIN, e2eClientIp, signInContext } from './credentials.ts';
import { forgetChangelogSeen, markChangelogSeen, seenChangelogDates } from './e2e-db.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
/** Publishing goes live through the local renderer; allow for a slow machine. */
const LIVE_TIMEOUT = 30_000;
const TRACKING = { analyticsId: 'G-E2ETEST42', tagManagerId: 'GTM-E2E42XY', pixelId: '1234567890123' };
const EXPECTED_SCRIPTS = [
  `https://www.googletagmanager.com/gtag/js?id=${TRACKING.analyticsId}`,
  `https://www.googletagmanager.com/gtm.js?id=${TRACKING.tagManagerId}`,
  'https://connect.facebook.net/en_US/fbevents.js',
];
const trackingHost = new RegExp(
  `^https?://(${TRACKING_HOSTS.map((h) => h.replaceAll('.', '\\.')).join('|')})/`,
);

let browser: BrowserSession;
let admin: BrowserContext;
type Tracking = SiteSettings['tracking'];
let originalTracking: Tracking;

/** The admin's API call (same-site, signed in); fails the test unless it answers 200. */
async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const url = `${baseUrl}${API_PREFIX}${path}`;
  const res =
    method === 'GET'
      ? await admin.request.get(url)
      : await admin.request.post(url, { data, headers: { origin: baseUrl }, timeout: LIVE_TIMEOUT });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Saves the tracking ids through the settings panel's call: live on every page when it answers. */
async function saveTracking(tracking: Tracking) {
  const { revision } = await api<{ revision: number }>('GET', '/settings/draft');
  await api('POST', '/settings', { baseRevision: revision, settings: { tracking } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
  await signInContext(admin, baseUrl);
  originalTracking = (await api<{ settings: SiteSettings }>('GET', '/settings/draft')).settings.tracking;
});
afterAll(async () => {
  try {
    await saveTracking(originalTracking);
  } finally {
    await browser.close();
  }
});

describe('tracking with consent', () => {
  beforeAll(async () => {
    await saveTracking(TRACKING);
  });

  /** A fresh visitor whose requests to the tracking hosts are recorded and answered with an empty script. */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; requested: string[] }> {
    const context = await browser.newContext();
    const requested: string[] = [];
    await context.route(trackingHost, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    return { context, page: await context.newPage(), requested };
  }

  /** Opens a path and waits until the banner island has hydrated (it then knows the stored choice). */
  async function open(page: Page, path: string) {
    await page.goto(`${baseUrl}${path}`);
    await page
      .locator('astro-island[component-url*="ConsentBanner"]:not([ssr])')
      .waitFor({ state: 'attached' });
  }

  for (const locale of ['de', 'en'] as const) {
    const t = visitorDictionary(locale);
    const privacyPath = locale === 'de' ? '/de/datenschutz' : '/en/privacy';

    it(`asks first and loads nothing after Decline, on two more pages (${locale})`, async () => {
      const { context, page, requested } = await visitor();
      await open(page, `/${locale}/`);
      const banner = page.getByRole('region', { name: t.consentTitle });
      await banner.waitFor();
      for (const text of [t.consentAnalytics, t.consentTagManager, t.consentPixel]) {
        await banner.getByText(text).waitFor();
      }
      expect(await banner.getByRole('link', { name: t.consentPrivacy }).getAttribute('href')).toBe(
        privacyPath,
      );
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(requested).toEqual([]);

      await banner.getByRole('button', { name: t.consentDecline }).click();
      await banner.waitFor({ state: 'detached' });
      for (const path of [privacyPath, `/${locale}/`]) {
        await open(page, path);
        await page.waitForLoadState('load');
        expect(await page.getByRole('region', { name: t.consentTitle }).count()).toBe(0);
        expect(await page.locator('script[data-tracking]').count()).toBe(0);
      }
      expect(requested).toEqual([]);

      // The footer's cookie settings open the banner again, focused; Escape keeps the choice.
      await page.getByRole('button', { name: t.consentSettings }).click();
      await banner.waitFor();
      await expect.poll(() => banner.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await banner.waitFor({ state: 'detached' });
      expect(requested).toEqual([]);
      await context.close();
    });

    it(`loads the three scripts after Accept, and on the next page without asking (${locale})`, async () => {
      const { context, page, requested } = await visitor();
      await open(page, `/${locale}/`);
      const banner = page.getByRole('region', { name: t.consentTitle });
      await banner.waitFor();
      expect(requested).toEqual([]);
      await banner.getByRole('button', { name: t.consentAccept }).click();
      await banner.waitFor({ state: 'detached' });
      await expect.poll(() => [...requested].sort()).toEqual([...EXPECTED_SCRIPTS].sort());

      requested.length = 0;
      await open(page, privacyPath);
      await expect.poll(() => [...requested].sort()).toEqual([...EXPECTED_SCRIPTS].sort());
      expect(await page.getByRole('region', { name: t.consentTitle }).count()).toBe(0);
      await context.close();
    });
  }

  it('ships no banner and no script once the tracking ids are removed', async () => {
    await saveTracking(originalTracking);
    const { context, page, requested } = await visitor();
    await page.goto(`${baseUrl}/de/`);
    await page.waitForLoadState('load');
    expect(await page.locator('astro-island[component-url*="ConsentBanner"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: visitorDictionary('de').consentSettings }).count()).toBe(0);
    expect(requested).toEqual([]);
    await context.close();
  });
});

describe('changelog dialog', () => {
  let originalLocale: EditorLocale;

  /** The shared admin's own editor language, set as the settings panel sets it. */
  const setEditorLocale = (locale: EditorLocale) => api('POST', '/settings/editorLocale', { locale });

  beforeAll(async () => {
    originalLocale = (await api<{ locale: EditorLocale }>('GET', '/settings/editorLocale')).locale;
  });
  afterAll(async () => {
    await setEditorLocale(originalLocale);
    await markChangelogSeen(databaseUrl, E2E_ADMIN.email);
  });

  /** A signed-in editor in a new browser session. */
  async function editor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
    await signInContext(context, baseUrl);
    return { context, page: await context.newPage() };
  }

  const newestFirst = [...demoChangelog].sort((a, b) => b.date.localeCompare(a.date));
  const allDates = [...new Set(demoChangelog.map((e) => e.date))].sort();

  for (const locale of ['de', 'fr'] as const) {
    it(`opens by itself for unseen entries and stays closed once seen (${locale})`, async () => {
      const t = editorDictionary(locale);
      await forgetChangelogSeen(databaseUrl, E2E_ADMIN.email);
      await setEditorLocale(locale);
      const { context, page } = await editor();
      await page.goto(`${baseUrl}/de/edit/`);
      const dialog = page.getByRole('dialog', { name: t.changelogTitle });
      await dialog.waitFor();
      const items = dialog.getByRole('listitem');
      await expect.poll(() => items.allTextContents()).toHaveLength(newestFirst.length);
      const intl = new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'long', timeZone: 'UTC' });
      for (const [index, entry] of newestFirst.entries()) {
        const item = items.nth(index);
        expect(await item.locator('time').textContent()).toBe(
          intl.format(new Date(`${entry.date}T00:00:00Z`)),
        );
        expect(await item.locator('p').textContent()).toBe(locale === 'fr' ? entry.textFr : entry.textDe);
      }
      const axe = await new AxeBuilder({ page }).include('dialog.editor-dialog').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      const posted = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/changelog') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t.changelogClose }).last().click();
      expect((await posted).status()).toBe(200);
      await dialog.waitFor({ state: 'detached' });
      expect(await seenChangelogDates(databaseUrl, E2E_ADMIN.email)).toEqual(allDates);

      await page.reload();
      await page.locator('.editor-open').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A new session asks the server, which has nothing unseen for this editor any more.
      const next = await editor();
      const asked = next.page.waitForResponse((r) => r.url().includes('/api/v1/changelog?'));
      await next.page.goto(`${baseUrl}/de/edit/`);
      expect(((await (await asked).json()) as { data: { entries: unknown[] } }).data.entries).toEqual([]);
      await next.page.locator('.editor-open').waitFor();
      expect(await next.page.getByRole('dialog').count()).toBe(0);
      await next.context.close();
      await context.close();
    });
  }
});
