/**
 * Every page of the demo site, in both locales, passes axe with no violations on desktop; on
 * mobile every page that is not a collection item, and the first item of each collection (items
 * share their layout; the whole site on both viewports took six minutes of CI). The page list
 * comes from the site's own sitemaps, so new demo pages are covered. Two tabs check pages at once.
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

/** Pages that are not collection items (`/de/team/anna`), and the first item of each collection. */
function representatives(all: readonly string[]): string[] {
  const seen = new Set<string>();
  return all.filter((path) => {
    const parts = path.split('/').filter(Boolean);
    if (parts.length < 3) return true;
    const collection = parts.slice(0, 2).join('/');
    if (seen.has(collection)) return false;
    seen.add(collection);
    return true;
  });
}

describe('accessibility', () => {
  it('finds the demo pages in the sitemaps', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const [name, options] of Object.entries(VIEWPORTS)) {
    it(`has no axe violations on any page (${name})`, async () => {
      const checked = name === 'desktop' ? paths : representatives(paths);
      const context = await browser.newContext(options);
      const problems: string[] = [];
      const queue = [...checked];
      const worker = async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(`${baseUrl}${path}`);
          await page.waitForLoadState('load');
          const result = await new AxeBuilder({ page }).analyze();
          for (const v of result.violations) {
            problems.push(
              `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          }
        }
      };
      await Promise.all([worker(), worker()]);
      await context.close();
      expect(problems.sort()).toEqual([]);
    }, 300_000);
  }
});
