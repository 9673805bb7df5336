/**
 * Every built page that holds an island (its HTML has `<astro-island`), in both locales, loads in
 * Chromium without a console error or an uncaught page error. Above all this catches hydration
 * mismatches (React error #418: the server's HTML differs from the browser's first render, e.g.
 * an Intl range that Node and Chromium space differently), after which React throws the server's
 * HTML away. The pages are found in the e2e build, so a new page or block is covered by itself;
 * the editor's pages (`/{locale}/edit`) are opened signed in, as editors see them (signed out,
 * the editor's session check answers 401 by design). Each island is scrolled into view and
 * hydrated, then the page is read once its requests have settled and the browser is idle.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blockExternalRequests, hydrateIslands, launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const client = join(inject('distDir'), 'client');
const WAIT = { timeout: 20_000 };

/** The paths of the built pages in `locale` whose HTML holds an island. */
async function islandPages(locale: string): Promise<string[]> {
  const root = join(client, locale);
  const files = (await readdir(root, { recursive: true })).filter(
    (file) => file === 'index.html' || file.endsWith(`${sep}index.html`),
  );
  const paths: string[] = [];
  for (const file of files.toSorted()) {
    const html = await readFile(join(root, file), 'utf8');
    if (!html.includes('<astro-island')) continue;
    const dir = relative(client, join(root, file, '..'))
      .split(sep)
      .join('/');
    paths.push(`/${dir}`);
  }
  return paths;
}

let browser: BrowserSession;
/** A visitor, and an editor signed in. */
let visitor: BrowserContext;
let editor: BrowserContext;

async function desktopContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  // Off this machine nothing answers anyway; aborting is quicker than waiting for DNS.
  await blockExternalRequests(context, baseUrl, () => undefined);
  return context;
}

/** Whether a path is an editor page (`/de/edit`, `/en/edit/...`). */
const isEditorPage = (path: string) => path.split('/')[2] === 'edit';

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await desktopContext();
  editor = await desktopContext();
  await signInContext(editor, baseUrl);
});
afterAll(async () => {
  await browser.close();
});

/** The page's console errors and uncaught errors, from its first script on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // A demo upload another suite deleted (media-gallery's delete test), or its variant, is not
    // this page's error; broken images are checked by the image tests.
    const path = url ? new URL(url).pathname : '';
    if (message.text().startsWith('Failed to load resource') && /^\/(?:media|_img)\//u.test(path)) return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Requests the page started and that have not finished or failed yet (sockets aside). */
function watchRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

for (const locale of ['de', 'en'] as const) {
  describe(`pages with islands (${locale})`, () => {
    it('finds the island pages in the build', async () => {
      const paths = await islandPages(locale);
      // The directory, the contact form, the gallery, the game ... (at least).
      expect(paths.length).toBeGreaterThanOrEqual(10);
      expect(paths).toContain(locale === 'de' ? '/de/optikersuche' : '/en/find-an-optician');
    });

    it('load and hydrate without a console error or page error', async () => {
      const failures: string[] = [];
      for (const path of await islandPages(locale)) {
        const page = await (isEditorPage(path) ? editor : visitor).newPage();
        const errors = watchErrors(page);
        const pending = watchRequests(page);
        await page.goto(`${baseUrl}${path}`);
        await hydrateIslands(page);
        // Settled: no request in flight, then an idle moment after a frame (React reports a
        // hydration mismatch once the root has committed, after Astro dropped `ssr`).
        await expect.poll(pending, WAIT).toBe(0);
        await page.evaluate(
          () => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done()))),
        );
        failures.push(...errors.map((error) => `${path}: ${error}`));
        await page.close();
      }
      expect(failures).toEqual([]);
    }, 240_000);
  });
}
