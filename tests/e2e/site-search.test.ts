/**
 * Site search in Chromium against the real server, in both locales: the header's search bar
 * (a plain form) takes the visitor to the search page; there 2 characters search nothing, 3
 * characters search after the 500 ms debounce, Enter at once; results come only from the current
 * locale, the no-results text is translated, the count goes through the plural rules, and axe
 * finds nothing. The site's search API is asked on the search page only.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { searchTexts } from '../../src/i18n/visitor/search.ts';
import { shellTexts } from '../../src/i18n/visitor/shell.ts';
import { countText } from '../../src/lib/plural.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');

const CASES = {
  de: { searchPath: '/de/suche', short: 'Ko', three: 'Kon', word: 'Kontaktlinsen' },
  en: { searchPath: '/en/search', short: 'co', three: 'con', word: 'contact lenses' },
} as const;
type Locale = keyof typeof CASES;

let browser: BrowserSession;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const headerInput = (page: Page, locale: Locale) =>
  page.getByRole('searchbox', { name: shellTexts[locale].shellSearchLabel });
const status = (page: Page) => page.locator('.site-search-results [role="status"]');
const resultLinks = (page: Page) =>
  page
    .locator('.site-search-results__list a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
const currentQuery = (page: Page) =>
  page.evaluate(() => new URL(window.location.href).searchParams.get('searchQuery'));

describe.each(['de', 'en'] as const)('site search (%s)', (locale) => {
  const texts = searchTexts[locale];
  const c = CASES[locale];

  it('goes from the header bar to the results, searches on the rules, and stays in its locale', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/search')) asked.push(request.url());
    });
    await page.goto(`${baseUrl}/${locale}/`);
    await page.locator('summary.site-search__toggle').click();
    const input = headerInput(page, locale);

    // 2 characters: the form does not submit (required, minLength 3, no JavaScript).
    await input.fill(c.short);
    await input.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`/${locale}/`);
    expect(asked).toEqual([]);

    // 3 characters and Enter: the search page, with results at once.
    await input.fill(c.three);
    await Promise.all([page.waitForURL(/searchQuery=/), input.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(c.searchPath);
    await expect.poll(() => resultLinks(page).then((l) => l.length), { timeout: 15_000 }).toBeGreaterThan(0);
    const links = await resultLinks(page);
    expect(links.every((href) => href.startsWith(`/${locale}/`))).toBe(true);
    // The count covers every result; 20 show at first, a button shows the next ones.
    const said = (await status(page).textContent()) ?? '';
    const count = Number(/\d+/.exec(said)?.[0]);
    expect(said).toBe(
      countText(locale, count, { one: texts.searchResultCountOne, other: texts.searchResultCountOther }),
    );
    expect(links.length).toBe(Math.min(count, 20));
    if (count > 20) {
      await page.getByRole('button', { name: texts.searchShowMore }).click();
      await expect.poll(() => resultLinks(page).then((l) => l.length)).toBe(Math.min(count, 40));
    }
    expect(asked.every((url) => new URL(url).searchParams.get('locale') === locale)).toBe(true);

    // On the search page, the header bar searches in place: 2 characters search nothing.
    const onPage = headerInput(page, locale);
    expect(await onPage.inputValue()).toBe(c.three);
    await onPage.fill(c.short);
    await expect.poll(() => status(page).textContent()).toBe(texts.searchTooShort);
    expect(await page.locator('.site-search-results__list').count()).toBe(0);

    // 3 characters typed: nothing at once, the search after the 500 ms debounce.
    const typed = Date.now();
    await onPage.fill(c.three);
    expect(await currentQuery(page)).not.toBe(c.three);
    await expect.poll(() => currentQuery(page)).toBe(c.three);
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450);
    await expect.poll(() => resultLinks(page).then((l) => l.length)).toBeGreaterThan(0);

    // Enter searches at once (the query is in the URL before any timer could fire).
    await onPage.fill(c.word);
    await onPage.press('Enter');
    expect(await currentQuery(page)).toBe(c.word);
    expect(new URL(page.url()).pathname).toBe(c.searchPath);
    await expect.poll(() => page.locator('.site-search-results__list mark').count()).toBeGreaterThan(0);
    const words = await resultLinks(page);
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((href) => href.startsWith(`/${locale}/`))).toBe(true);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.close();
  });

  it('shows the translated no-results text for a word the site does not have', async () => {
    const page = await browser.newPage();
    const query = 'Qzxwvuts';
    await page.goto(`${baseUrl}${c.searchPath}?searchQuery=${query}`);
    await expect
      .poll(() => status(page).textContent(), { timeout: 15_000 })
      .toBe(texts.searchNoResults.replaceAll('{query}', query));
    expect(await page.locator('.site-search-results__list').count()).toBe(0);
    expect(await headerInput(page, locale).inputValue()).toBe(query);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.close();
  });
});
