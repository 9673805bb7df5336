/**
 * The Content-Security-Policy as Chromium enforces it (functions/security-headers.ts): the demo's
 * home, a map, the contact form, the gallery and a played video, the site search, the game (its
 * room socket), the login and the signed-in editor (Milkdown in a rich text) run with zero
 * violations. Each page's islands are scrolled into view and hydrated before its violations are
 * read: reported by a `securitypolicyviolation` listener installed before any page script, and
 * by Chromium's console messages about the policy. Requests off this machine are aborted (a
 * blocked request is a network error, never a policy violation, so this hides nothing).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blockExternalRequests, hydrateIslands, launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';
import { PATHS as GAME_PATHS } from './game-phones.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const t = editorDictionary('de');

let browser: BrowserSession;
let context: BrowserContext;
/** Console messages about the policy, per page. */
const consoleReports = new WeakMap<Page, string[]>();

declare global {
  interface Window {
    /** Filled by the init script below. */
    cspViolations?: string[];
  }
}

/** A desktop context kept on this machine, whose pages record every violation from their start. */
async function watchedContext(): Promise<BrowserContext> {
  const watched = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await blockExternalRequests(watched, baseUrl, () => undefined);
  await watched.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return watched;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await watchedContext();
});
afterAll(async () => {
  await browser.close();
});

async function newPage(from: BrowserContext = context): Promise<Page> {
  const page = await from.newPage();
  const reports: string[] = [];
  consoleReports.set(page, reports);
  page.on('console', (message) => {
    if (/content[ -]security[ -]policy/iu.test(message.text())) reports.push(message.text());
  });
  return page;
}

/** Opens a path and checks that its answer carries the policy. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
}

/** The violations the page reported so far (listener and console). */
async function violationsOf(page: Page): Promise<string[]> {
  const fromListener = await page.evaluate(() => window.cspViolations ?? []);
  return [...fromListener, ...(consoleReports.get(page) ?? [])];
}

describe('Content-Security-Policy in Chromium', () => {
  it('lets the visitor pages run without a violation', async () => {
    const page = await newPage();
    const found: string[] = [];
    for (const path of ['/de/', '/de/kontakt', '/de/galerie', '/en/gallery', '/de/bewertungen']) {
      await open(page, path);
      await hydrateIslands(page, {
        selector: 'astro-island[client="load"], astro-island[client="idle"], astro-island[client="visible"]',
        why: async () => (await violationsOf(page)).join('; '),
      });
      found.push(...(await violationsOf(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.close();
  }, 120_000);

  it('lets a map start (its worker, style and sprites) without a violation', async () => {
    const page = await newPage();
    await open(page, GAME_PATHS.de.play);
    const stage = page.locator('.map-container .map-stage').first();
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-map-state'), WAIT).toBe('ready');
    expect(await violationsOf(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('plays a video (the YouTube frame) and searches the site (WebAssembly) without a violation', async () => {
    const page = await newPage();
    await open(page, '/de/video');
    await hydrateIslands(page, {
      selector: 'astro-island[client="load"], astro-island[client="idle"], astro-island[client="visible"]',
      why: async () => (await violationsOf(page)).join('; '),
    });
    await page
      .getByRole('button', { name: /^Video abspielen/ })
      .first()
      .click();
    await page.locator('iframe.video-player__player').first().waitFor({ state: 'attached' });
    expect(await violationsOf(page)).toEqual([]);

    await open(page, '/de/suche?searchQuery=Brille');
    await hydrateIslands(page, {
      selector: 'astro-island[client="load"], astro-island[client="idle"], astro-island[client="visible"]',
      why: async () => (await violationsOf(page)).join('; '),
    });
    await page.locator('.site-search-results__list li').first().waitFor(WAIT);
    expect(await violationsOf(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("connects the game to its room (the room's socket host) without a violation", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/de/~urban-golf-start`);
    await page.waitForURL((url) => url.pathname === GAME_PATHS.de.start, WAIT);
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('.game__primary')?.disabled === false,
      undefined,
      WAIT,
    );
    await page.locator('.game__primary').click();
    await page.waitForURL((url) => url.pathname === GAME_PATHS.de.edit, WAIT);
    // The players' field opens once the room answered over its socket.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('.game-add input')?.disabled === false,
      undefined,
      WAIT,
    );
    expect(await violationsOf(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows the login and, signed in, the editor with a rich text open, without a violation', async () => {
    const page = await newPage();
    await open(page, '/de/login');
    await hydrateIslands(page, {
      selector: 'astro-island[client="load"], astro-island[client="idle"], astro-island[client="visible"]',
      why: async () => (await violationsOf(page)).join('; '),
    });
    await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor(WAIT);
    expect(await violationsOf(page)).toEqual([]);
    await page.close();

    const editorContext = await watchedContext();
    await signInContext(editorContext, baseUrl);
    const editor = await newPage(editorContext);
    await open(editor, '/de/edit/?toolbar=1');
    await editor.locator('section.editor-toolbar').waitFor(WAIT);
    const richText = editor
      .locator('.editor-group[data-group-type="hero"]')
      .first()
      .locator('[data-field-name="description"] [contenteditable="true"]');
    await richText.waitFor(WAIT);
    await richText.click();
    await expect.poll(() => richText.evaluate((el) => el.contains(document.activeElement)), WAIT).toBe(true);
    expect(await violationsOf(editor)).toEqual([]);
    await editorContext.close();
  }, 90_000);
});
