/**
 * A protected page as an editor sets it up and a visitor meets it, in Chromium against the real
 * server: the editor sets a password through the page save and publishes; a visitor opens the
 * page in German and in English, sees the password form (axe: no violations), enters a wrong and
 * then the right password and sees the page. Meanwhile the page's text is nowhere public: not in
 * the served folder, the sitemaps or the API, nor under the id alias. At the end the editor
 * removes the password again and the page is public as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE } from '../../db/seed/ids.ts';
import { protectedTexts } from '../../src/i18n/visitor/protected.ts';
import { waitFor } from '../fixtures/net.ts';
import { blockExternalRequests, launchBrowser, type BrowserSession } from './browser.ts';
import { signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const PAGE_ID = PAGE.serviceSunglasses;
const PATHS = { de: '/de/service/sonnenbrillen', en: '/en/service/sunglasses' } as const;
const TEXT = {
  de: 'Polarisierende Gläser gegen Blendung auf Wasser und Schnee',
  en: 'Polarised lenses against glare on water and snow',
} as const;
const PASSWORD = 'Sonnen-Schutz-400';
/** Publishing goes live through the local renderer; allow for a slow machine. */
const LIVE_TIMEOUT = 30_000;

let browser: BrowserSession;
let editor: BrowserContext;
const external: string[] = [];

/** A visitor's context: no session, requests anywhere but the local server recorded and aborted. */
async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await blockExternalRequests(context, baseUrl, (url) => external.push(url));
  return context;
}

/** Saves the page's password through the editor's page save, publishes the page and waits until it is live. */
async function setPassword(password: string | null) {
  const draft = await editor.request.get(`${baseUrl}/api/v1/page/get?id=${PAGE_ID}&includeDrafts=true`);
  expect(draft.status()).toBe(200);
  const { data } = (await draft.json()) as { data: { page: { revision: number } } };
  const headers = { origin: baseUrl };
  const save = await editor.request.post(`${baseUrl}/api/v1/data`, {
    headers,
    data: {
      itemType: 'page',
      pageId: PAGE_ID,
      baseRevision: data.page.revision,
      data: { options: { password } },
    },
  });
  expect(save.status(), await save.text()).toBe(200);
  expect(JSON.stringify(await save.json())).not.toContain(password ?? '\u0000');
  const publish = await editor.request.post(`${baseUrl}/api/v1/page/publish`, {
    headers,
    data: { id: PAGE_ID },
  });
  expect(publish.status(), await publish.text()).toBe(200);
  // The publish answers before the pages are re-rendered: wait until the server says they are.
  await waitFor(async () => {
    const status = await editor.request.get(`${baseUrl}/api/v1/render/status`);
    const { data } = (await status.json()) as { data: { requested: number; done: number } };
    return data.done >= data.requested;
  }, LIVE_TIMEOUT);
}

/** The status and body of a plain GET without any cookie. */
async function plainGet(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(html|xml)$/u.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await browser.newContext();
  await signInContext(editor, baseUrl);
  await setPassword(PASSWORD);
  await waitFor(async () => (await plainGet(PATHS.de)).status === 403, LIVE_TIMEOUT);
});

afterAll(async () => {
  // Leave the demo site as it was, also when a test failed.
  if (editor) await setPassword(null).catch(() => undefined);
  await browser?.close();
});

/** Opens the page and checks the form in `locale`; returns the visitor's tab. */
async function openForm(context: BrowserContext, locale: 'de' | 'en'): Promise<Page> {
  const t = protectedTexts[locale];
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${PATHS[locale]}`);
  expect(response?.status()).toBe(403);
  await page.getByRole('heading', { name: t.protectedTitle }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  expect(await page.content()).not.toContain(TEXT[locale]);
  return page;
}

async function submit(page: Page, locale: 'de' | 'en', password: string) {
  const t = protectedTexts[locale];
  await page.getByLabel(t.protectedPasswordLabel).fill(password);
  await Promise.all([
    page.waitForLoadState('load'),
    page.getByRole('button', { name: t.protectedSubmit }).click(),
  ]);
}

describe('a protected page', () => {
  for (const locale of ['de', 'en'] as const) {
    it(`asks a visitor for the password in ${locale}, refuses a wrong one and opens with the right one`, async () => {
      const t = protectedTexts[locale];
      const context = await visitorContext();
      const page = await openForm(context, locale);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      await submit(page, locale, 'Falsches-Passwort');
      await page.getByRole('alert').filter({ hasText: t.protectedWrongPassword }).waitFor();
      expect(await page.content()).not.toContain(TEXT[locale]);

      await submit(page, locale, PASSWORD);
      await page.getByText(TEXT[locale]).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(PATHS[locale]);
      // The pass opens the page in the other language too (its paths all carry the cookie).
      const other = locale === 'de' ? 'en' : 'de';
      await page.goto(`${baseUrl}${PATHS[other]}`);
      await page.getByText(TEXT[other]).first().waitFor();
      await context.close();
      expect(external).toEqual([]);
    });
  }

  it('is nowhere public: id alias, served folder, sitemaps, API', async () => {
    for (const locale of ['de', 'en'] as const) {
      const alias = await plainGet(`/${locale}/service/${PAGE_ID}`);
      expect(alias.status).toBe(403);
      expect(alias.body).not.toContain(TEXT[locale]);
      const sitemap = await plainGet(`/${locale}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).not.toContain(PATHS[locale]);
      const file = await plainGet(`${PATHS[locale]}/index.html`);
      expect(file.body).not.toContain(TEXT[locale]);
    }
    const client = join(inject('distDir'), 'client');
    for (const file of await htmlFiles(client)) {
      const html = await readFile(file, 'utf8');
      expect(html.includes(TEXT.de) || html.includes(TEXT.en), file).toBe(false);
    }
    const api = await plainGet(`/api/v1/page/get?id=${PAGE_ID}`);
    expect(api.status).toBe(403);
    const info = await plainGet(`/api/v1/page/info?id=${PAGE_ID}`);
    expect(info.status).toBe(200);
    expect(info.body).not.toMatch(/password|pbkdf2|Sonnen-Schutz/u);
  });

  it('is public again once the editor removed the password', async () => {
    await setPassword(null);
    await expect
      .poll(async () => (await plainGet(PATHS.de)).status, { timeout: LIVE_TIMEOUT, interval: 100 })
      .toBe(200);
    expect((await plainGet(PATHS.de)).body).toContain(TEXT.de);
    // The rest of the batch follows the changed page (the save answered before the re-render).
    await expect
      .poll(async () => (await plainGet(PATHS.en)).body, { timeout: LIVE_TIMEOUT, interval: 100 })
      .toContain(TEXT.en);
    await expect
      .poll(async () => (await plainGet('/de/sitemap.xml')).body, { timeout: LIVE_TIMEOUT, interval: 100 })
      .toContain(PATHS.de);
  });
});
