/**
 * The edit toolbar on a phone (390 x 844), in Chromium against the real server: one row no taller
 * than 64 px (changes, undo/redo, publish, the menu button, close); the other actions ('Seiten',
 * 'Einstellungen', 'Verwerfen', 'Abmelden', ...) open above it behind 'Weitere Aktionen', which
 * closes them again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
/** The tallest the closed toolbar may be on a phone (issue 24: it took 4 rows, 166 px). */
const MAX_TOOLBAR_PX = 64;

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.mobile,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
  await signInContext(context, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('the edit toolbar on a phone', () => {
  it('keeps one row and opens the other actions behind its menu button', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    const toolbar = page.locator('section.editor-toolbar');
    const more = toolbar.getByRole('button', { name: t.toolbarMore });
    await more.waitFor();
    const height = async () => (await toolbar.boundingBox())?.height ?? Infinity;
    expect(await height()).toBeLessThanOrEqual(MAX_TOOLBAR_PX);
    const settings = toolbar.getByRole('button', { name: t.toolbarSettings });
    expect(await settings.isVisible()).toBe(false);
    expect(await toolbar.getByRole('button', { name: t.toolbarPublish }).isVisible()).toBe(true);

    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await settings.waitFor({ state: 'visible' });
    expect(await toolbar.getByRole('button', { name: t.toolbarPages }).isVisible()).toBe(true);
    // The extra row opens above the toolbar, which stays on the screen.
    const box = await toolbar.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);

    // The menu button closes the extra row again.
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await settings.waitFor({ state: 'hidden' });
    expect(await height()).toBeLessThanOrEqual(MAX_TOOLBAR_PX);
    // An action from the extra row does its job.
    await more.click();
    await settings.click();
    await page.getByRole('dialog', { name: t.settingsTitle }).waitFor();
  });
});
