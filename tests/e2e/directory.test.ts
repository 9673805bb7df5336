/**
 * The network's business directory ("Optikersuche" / "Find an optician") in Chromium against the
 * real server, in German and English: searching by town ('Zurich' finds 'Zürich') and by zip
 * code, the programme filter, jumping by letter with the current letter marked, the accordion
 * (one business open at a time, a second click closes it), the no-results text, and no axe
 * violations. The directory comes from the demo network seeded into the registry.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import type { Locale } from '../../src/lib/content.ts';
import { blockExternalRequests, launchBrowser, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
const PATHS: Record<Locale, string> = { de: '/de/optikersuche', en: '/en/find-an-optician' };

let browser: BrowserSession;
const external: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens the directory page and waits until its island is hydrated (Astro drops `ssr` then). */
async function openDirectory(locale: Locale): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: locale === 'de' ? 'de-CH' : 'en-CH',
  });
  await blockExternalRequests(context, baseUrl, (url) => external.push(url));
  const page = await context.newPage();
  await page.goto(`${baseUrl}${PATHS[locale]}`);
  const island = page.locator('astro-island', { has: page.locator('.directory') });
  await expect.poll(() => island.getAttribute('ssr'), { timeout: 15_000 }).toBeNull();
  return page;
}

const names = (page: Page) => page.locator('.directory__toggle-name').allTextContents();

for (const locale of ['de', 'en'] as const) {
  const t = visitorDictionary(locale);

  describe(`business directory (${locale})`, () => {
    it('finds businesses by town (Zurich finds Zürich) and by zip code', async () => {
      const page = await openDirectory(locale);
      const all = await names(page);
      expect(all.length).toBeGreaterThanOrEqual(40);
      const search = page.getByLabel(t.directorySearchLabel);
      await search.fill('Zurich');
      await expect.poll(() => names(page)).toContain('Augenblick Optik');
      const zurich = await names(page);
      expect(zurich).toContain('Brillenwerk Limmat');
      expect(zurich).not.toContain('Aarebrille');
      await search.fill('6900');
      await expect.poll(() => names(page)).toEqual(['Ottica Ceresio']);
      await search.fill('30');
      await expect.poll(() => names(page)).toEqual(['Aarebrille', 'Optik Zytglogge']);
      await search.fill('Nirgendwo');
      await expect.poll(() => page.locator('.directory__status').textContent()).toBe(t.directoryNoResults);
      await page.context().close();
    }, 60_000);

    it('filters by programme', async () => {
      const page = await openDirectory(locale);
      await page.getByLabel(t.directoryFrequentLens).check();
      await expect.poll(() => names(page)).toContain('Linsenhaus Uster');
      const lens = await names(page);
      expect(lens).not.toContain('Optik Zytglogge');
      await page.getByLabel(t.directoryHealthOptics).check();
      await expect.poll(() => names(page)).toContain('Optik Zytglogge');
      const either = await names(page);
      expect(either).toContain('Linsenhaus Uster');
      expect(either).not.toContain('Carouge Vision');
      // 'Optik am Seequai' is a member whose health-optics membership is inactive.
      expect(either).not.toContain('Optik am Seequai');
      await page.getByLabel(t.directoryFrequentLens).uncheck();
      await expect.poll(() => names(page)).not.toContain('Linsenhaus Uster');
      await page.context().close();
    }, 60_000);

    it('jumps to a letter and marks it as the current one', async () => {
      const page = await openDirectory(locale);
      const nav = page.getByRole('navigation', { name: t.directoryAlphabet });
      await nav.getByRole('link', { name: 'R', exact: true }).click();
      const heading = page.locator('.directory__group-letter[data-letter="R"]');
      await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
      await expect
        .poll(() => nav.getByRole('link', { name: 'R', exact: true }).getAttribute('aria-current'))
        .toBe('true');
      await page.context().close();
    }, 60_000);

    it('opens one business at a time; clicking the open one closes it', async () => {
      const page = await openDirectory(locale);
      const first = page.getByRole('button', { name: /Aarebrille/ });
      const second = page.getByRole('button', { name: /Augenblick Optik/ });
      // Built open (readable without JavaScript); closed once the visitor's clock is known.
      await expect.poll(() => first.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
      await first.click();
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.textContent()).toContain('3011 Bern');
      await expect
        .poll(() => panel.locator('.directory__now').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await second.click();
      await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
      await second.click();
      await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    }, 60_000);

    it('has no axe violations, also with a business open', async () => {
      const page = await openDirectory(locale);
      const leman = page.getByRole('button', { name: /Optique du Léman/ });
      await expect.poll(() => leman.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
      await leman.click();
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(external).toEqual([]);
      await page.context().close();
    }, 60_000);
  });
}
