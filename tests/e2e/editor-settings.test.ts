/**
 * The settings panel as an editor uses it, in Chromium against the real server: open it from the
 * toolbar ('Einstellungen'), change the primary colour and the footer street, save each section,
 * and see both live on several visitor pages in German and English; take the logo from the media
 * library; a bad tracking id shows its field error and sends nothing; switch the editor to French
 * (the panel speaks French at once and still after a reload), then back to German; Escape closes
 * the panel. The open panel passes axe.
 * The settings and the editor language are restored at the end; nothing leaves the machine.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { EDITABLE_SECTIONS } from '../../src/lib/api/settings.ts';
import type { SiteSettings } from '../../src/lib/settings.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const de = editorDictionary('de');
const fr = editorDictionary('fr');
const LIVE_TIMEOUT = 30_000;
const STREET = 'Teststrasse 42';
const PRIMARY_HEX = '#c81e3c';
const PRIMARY_RGB = '200,30,60';
/** Visitor pages that must all show the new settings (both locales, several page kinds). */
const VISITOR_PATHS = [
  '/de/',
  '/en/',
  '/de/kontakt',
  '/en/contact',
  '/de/brillenwelt',
  '/en/eyewear',
  '/en/gallery',
];

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
let original: { settings: SiteSettings; locale: 'de' | 'fr' } | null = null;

async function offline(target: BrowserContext) {
  await target.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(`${baseUrl}${API_PREFIX}${path}`)
      : await request.post(`${baseUrl}${API_PREFIX}${path}`, { data, headers: { origin: baseUrl } });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await offline(context);
  await signInContext(context, baseUrl);
  page = await context.newPage();
  const draft = await api<{ settings: SiteSettings }>(context.request, 'GET', '/settings/draft');
  const { locale } = await api<{ locale: 'de' | 'fr' }>(context.request, 'GET', '/settings/editorLocale');
  original = { settings: draft.settings, locale };
});

afterAll(async () => {
  if (original) {
    const { revision } = await api<{ revision: number }>(context.request, 'GET', '/settings/draft');
    const sections = Object.fromEntries(EDITABLE_SECTIONS.map((s) => [s, original!.settings[s]]));
    await api(context.request, 'POST', '/settings', { baseRevision: revision, settings: sections });
    await api(context.request, 'POST', '/settings/editorLocale', { locale: original.locale });
  }
  await browser.close();
});

const eventually = <T>(read: () => Promise<T> | T, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 100 });
const isSettingsSave = (r: Response) =>
  new URL(r.url()).pathname === `${API_PREFIX}/settings` && r.request().method() === 'POST';
const panel = () => page.getByRole('dialog', { name: de.settingsTitle });
const section = (title: string) =>
  page
    .locator('details.editor-settings__section')
    .filter({ has: page.locator('summary', { hasText: new RegExp(`^${title}$`) }) });

async function openSection(title: string) {
  const details = section(title);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details;
}

async function saveSection(details: ReturnType<typeof section>) {
  const [response] = await Promise.all([
    page.waitForResponse(isSettingsSave),
    details.getByRole('button', { name: de.settingsSave }).click(),
  ]);
  expect(response.status()).toBe(200);
}

async function openPanel() {
  await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
  await page.getByRole('button', { name: de.toolbarSettings }).click();
  await expect.poll(() => panel().isVisible()).toBe(true);
  await eventually(() => section(de.settingsSectionAppearance).count()).toBe(1);
}

async function visitorHtml(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  return res.ok ? res.text() : `HTTP ${res.status}`;
}

describe('settings panel', () => {
  it('opens from the toolbar, passes axe, and Save waits for a change', async () => {
    await openPanel();
    expect(new URL(page.url()).searchParams.get('settings')).toBe('1');
    const appearance = await openSection(de.settingsSectionAppearance);
    expect(await appearance.getByRole('button', { name: de.settingsSave }).isDisabled()).toBe(true);
    await openSection(de.settingsSectionFooter);
    const axe = await new AxeBuilder({ page }).include('.editor-settings').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  it('saves the primary colour and the footer street, live on every visitor page in both locales', async () => {
    const appearance = await openSection(de.settingsSectionAppearance);
    await appearance.getByLabel(de.settingsThemePrimary).fill(PRIMARY_HEX);
    await saveSection(appearance);
    await eventually(() => page.getByText(de.settingsSaved).count()).toBeGreaterThan(0);

    const footer = await openSection(de.settingsSectionFooter);
    await footer.getByLabel(de.settingsUseBusinessData).uncheck();
    await footer.getByLabel(de.settingsStreet).fill(STREET);
    await saveSection(footer);
    expect(await footer.getByRole('button', { name: de.settingsSave }).isDisabled()).toBe(true);

    // The edited page shows the new footer at once; the toolbar follows the pages' re-render
    // ("Wird übernommen …" -> "Live"), and once it says live, every visitor page has the change.
    await eventually(() => page.locator('.site-footer__address').textContent()).toContain(STREET);
    await eventually(() => page.locator('.editor-live').getAttribute('data-live-state'), LIVE_TIMEOUT).toBe(
      'live',
    );
    expect(await page.locator('.editor-live').textContent()).toBe(de.liveDone);
    for (const path of VISITOR_PATHS) {
      const html = await visitorHtml(path);
      expect(html.includes(`--color-primary:${PRIMARY_RGB}`) && html.includes(STREET), path).toBe(true);
    }
    // And a visitor's browser renders them.
    const visitor = await browser.newContext(VIEWPORTS.mobile);
    await offline(visitor);
    const view = await visitor.newPage();
    for (const path of ['/en/', '/de/kontakt']) {
      await view.goto(`${baseUrl}${path}`);
      const primary = await view.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(primary).toBe(PRIMARY_RGB);
      expect(await view.locator('.site-footer__address').textContent()).toContain(STREET);
    }
    await visitor.close();
  }, 90_000);

  it('takes the logo from the media library, live for visitors', async () => {
    const header = await openSection(de.settingsSectionHeader);
    await header.getByRole('button', { name: de.settingsChooseLogo }).click();
    const library = page.locator('dialog.editor-dialog');
    await eventually(() => library.locator('.media-grid button[aria-pressed]').count()).toBeGreaterThan(0);
    await library.locator('.media-grid button[aria-pressed]').first().click();
    await Promise.all([
      page.waitForResponse(isSettingsSave),
      library.getByRole('button', { name: de.mediaUse }).click(),
    ]);
    await eventually(() => page.getByText(de.settingsLogoSaved).count()).toBeGreaterThan(0);
    await eventually(() => library.count()).toBe(0);
    const src = await header.getByRole('img', { name: de.settingsLogo }).getAttribute('src');
    expect(src).toBeTruthy();
    await eventually(async () => (await visitorHtml('/en/')).includes(src!), LIVE_TIMEOUT).toBe(true);
    // The panel is still open and usable after the library closed.
    expect(await panel().isVisible()).toBe(true);
  });

  it('refuses a bad tracking id with its field error and sends nothing', async () => {
    const tracking = await openSection(de.settingsSectionTracking);
    let saves = 0;
    const count = (r: Response) => void (isSettingsSave(r) && (saves += 1));
    page.on('response', count);
    await tracking.getByLabel(de.settingsAnalyticsId).fill('UA-12345');
    await tracking.getByRole('button', { name: de.settingsSave }).click();
    await eventually(() => tracking.getByText(de.settingsErrorAnalyticsId).count()).toBe(1);
    expect(await tracking.getByLabel(de.settingsAnalyticsId).getAttribute('aria-invalid')).toBe('true');
    page.off('response', count);
    expect(saves).toBe(0);
    await tracking.getByLabel(de.settingsAnalyticsId).fill('');
    await eventually(() => tracking.getByText(de.settingsErrorAnalyticsId).count()).toBe(0);
  });

  it('switches the editor to French at once, keeps it after a reload, and back to German', async () => {
    const language = await openSection(de.settingsSectionEditorLanguage);
    await language.getByLabel(de.settingsEditorLanguage).selectOption('fr');
    await eventually(() => page.getByRole('dialog', { name: fr.settingsTitle }).isVisible()).toBe(true);
    await eventually(() => page.locator('summary', { hasText: fr.settingsSectionAppearance }).count()).toBe(
      1,
    );
    await eventually(() => page.getByText(fr.settingsLanguageSaved).count()).toBeGreaterThan(0);
    // The whole editor chrome (toolbar, menus, toasts) now speaks French, not only the panel.
    expect(await page.locator('.editor-chrome').getAttribute('lang')).toBe('fr');

    await page.reload();
    const frPanel = page.getByRole('dialog', { name: fr.settingsTitle });
    await eventually(() => frPanel.isVisible()).toBe(true);
    const axe = await new AxeBuilder({ page }).include('.editor-settings').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const frLanguage = page.locator('details.editor-settings__section', {
      hasText: fr.settingsSectionEditorLanguage,
    });
    await frLanguage.locator('summary').click();
    await frLanguage.getByLabel(fr.settingsEditorLanguage).selectOption('de');
    await eventually(() => panel().isVisible()).toBe(true);
    await eventually(() => page.locator('summary', { hasText: de.settingsSectionAppearance }).count()).toBe(
      1,
    );
  });

  it('closes on Escape and clears the settings flag', async () => {
    await page.keyboard.press('Escape');
    await eventually(() => panel().count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('settings')).toBeNull();
  });
});
