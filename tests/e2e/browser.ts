/**
 * Chromium for e2e tests: Debian's /usr/bin/chromium driven by playwright-core, headless, with
 * the offline flags and a fresh temporary profile per launch. Pages come from a browser context
 * (what @axe-core/playwright needs). Also records every script a page loads, and keeps a
 * context off the internet.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Desktop and mobile viewports used across the e2e suite. */
/** Whether two boxes on the screen overlap (e.g. a text and the floating booking button). */
export const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;

export interface BrowserSession {
  browser: Browser;
  /** The default context (desktop viewport, de-CH). */
  context: BrowserContext;
  newPage: () => Promise<Page>;
  /** A separate context, e.g. with the mobile viewport. Closed with the session. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
  const context = await browser.newContext({ ...VIEWPORTS.desktop, locale: 'de-CH' });
  return {
    browser,
    context,
    newPage: () => context.newPage(),
    newContext: (options) => browser.newContext({ locale: 'de-CH', ...options }),
    close: () => browser.close(),
  };
}

/** Collects the URLs of scripts a page requests (to prove static pages load no JavaScript). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Keeps a context on the local server: every request elsewhere is aborted and its URL handed to
 * `onExternal` (tests record them and expect none, or the one they provoked).
 */
export async function blockExternalRequests(
  context: BrowserContext,
  baseUrl: string,
  onExternal: (url: string) => void,
): Promise<void> {
  const local = new URL(baseUrl).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === local || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    onExternal(url.href);
    return route.abort();
  });
}

/** The images a visitor should see now (not lazy below the fold) that did not load. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.$$eval('img', (images) =>
    images
      .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight)
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

/**
 * Scrolls each island into view and waits until it has hydrated (Astro drops `ssr`). An island
 * whose content has no box (inside a closed dialog) hydrates only when shown: left out.
 * `selector` picks the islands (default: all); `why` names a failure (e.g. the page's reports).
 */
export async function hydrateIslands(
  page: Page,
  options: { selector?: string; timeout?: number; why?: (index: number) => Promise<string> } = {},
): Promise<void> {
  const islands = page.locator(options.selector ?? 'astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    // Nested islands hydrate with their parent's render and may be gone by now.
    if ((await island.count()) === 0) continue;
    const shown = await island.evaluate((el) =>
      [...el.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 || box.height > 0;
      }),
    );
    if (!shown) continue;
    await island.evaluate((el) => el.firstElementChild?.scrollIntoView({ block: 'center' }));
    await expect
      .poll(
        async () => (await island.count()) === 0 || (await island.evaluate((el) => !el.hasAttribute('ssr'))),
        {
          timeout: options.timeout ?? 20_000,
          message: `${page.url()}: ${options.why ? await options.why(i) : `island ${i} did not hydrate`}`,
        },
      )
      .toBe(true);
  }
}
