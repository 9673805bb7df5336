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
