/**
 * Every page of the demo site, in both locales, on desktop and mobile, passes axe with no
 * violations. The page list comes from the site's own sitemaps, so new demo pages are covered.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: BrowserSession;
let paths: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const locale of ['de', 'en']) {
    const xml = await (await fetch(`${baseUrl}/${locale}/sitemap.xml`)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname));
  }
  paths = [...new Set(paths), '/de/404', '/en/404'];
});
afterAll(async () => {
  await browser.close();
});

describe('accessibility', () => {
  it('finds the demo pages in the sitemaps', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const [name, options] of Object.entries(VIEWPORTS)) {
    it(`has no axe violations on any page (${name})`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('load');
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations) {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
