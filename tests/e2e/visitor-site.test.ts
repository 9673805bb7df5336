/**
 * The visitor site as a person uses it, in Chromium against the real server and database:
 * home pages in both languages, a team member's page, the language switch, 404s, redirects,
 * and no JavaScript on pages without interactive blocks.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, recordScripts, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string) {
  page = await browser.newPage();
  const scripts = recordScripts(page);
  const response = await page.goto(`${baseUrl}${path}`);
  return { response, scripts };
}

describe('home page', () => {
  it('shows the German home page with its metadata and no JavaScript', async () => {
    const { response, scripts } = await open('/de/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.title()).toContain('Optik Sonnenberg');
    await expect.poll(() => page.locator('h1').first().innerText()).not.toBe('');
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(
      /\/en\/$/,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/de\/$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    await page.close();
  });

  it('shows the English home page', async () => {
    const { response } = await open('/en/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('nav[aria-label="Main navigation"]').count()).toBe(1);
    await page.close();
  });

  it('redirects / to /de/', async () => {
    await open('/');
    expect(new URL(page.url()).pathname).toBe('/de/');
    await page.close();
    // Without a server redirect, the root page's refresh is valid HTML (a space after the ';').
    const root = await (await fetch(`${baseUrl}/index.html`)).text();
    expect(root).toContain('content="2; url=/de/"');
  });
});

describe('team member', () => {
  it('opens a member page from the team cards and switches language on the same page', async () => {
    await open('/de/');
    const card = page.locator('.team-card__link').first();
    const name = (await card.locator('.team-card__name').innerText()).trim();
    expect(name).not.toBe('');
    await Promise.all([page.waitForURL(/\/de\/team\/[^/]+$/), card.click()]);
    await expect.poll(() => page.locator('h1').innerText()).toBe(name);
    const memberPath = new URL(page.url()).pathname.replace('/de/', '/en/');

    await Promise.all([
      page.waitForURL(`**${memberPath}`),
      page.getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.locator('h1').innerText()).toBe(name);
    await page.close();
  });

  it('opens a member page by its id too', async () => {
    await open('/de/');
    const href = await page.locator('.team-card__link').first().getAttribute('href');
    const api = await fetch(
      `${baseUrl}/api/v1/page/get?locale=de&slug=${encodeURIComponent((href ?? '').slice(4))}`,
    );
    const { data } = (await api.json()) as { data: { page: { id: string } } };
    const byId = await page.goto(`${baseUrl}/de/team/${data.page.id}`);
    expect(byId?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(href ?? 'missing');
    await page.close();
  });
});

describe('language switch', () => {
  it('keeps the contact page when switching to English and back', async () => {
    await open('/de/~contact');
    const germanPath = new URL(page.url()).pathname;
    expect(germanPath).toMatch(/^\/de\/[a-z-]+$/);
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await page.waitForURL(/\/en\/[a-z-]+$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('link', { name: 'DE', exact: true }).click();
    await page.waitForURL(`**${germanPath}`);
    await page.close();
  });
});

describe('not found', () => {
  it('answers unknown German and English paths with a translated 404 page', async () => {
    const de = await open('/de/diese-seite-gibt-es-nicht');
    expect(de.response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Seite nicht gefunden');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL(`${baseUrl}/de/`);
    await page.close();

    const en = await open('/en/no/such/page');
    expect(en.response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    await page.close();
  });
});
