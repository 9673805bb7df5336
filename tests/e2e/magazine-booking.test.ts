/**
 * The health magazine and the booking fallback in Chromium against the real server: the demo
 * page's goFeed teasers in German and English (dates through Intl, links to new tabs); an editor
 * adds an article by its URL (the offline magazine) and sees the new card, after the dialog's
 * 'URL nicht angegeben' and 'Url nicht gefunden'; the booking widget that never answers gives way
 * to the business's phone number. axe finds nothing. Nothing leaves the machine.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS } from '../../db/seed/content/site.ts';
import { MAGAZINE_DEMO_POSTS } from '../../db/seed/content/magazine.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { DEMO_MAGAZINE_ARTICLES } from '../../src/lib/magazine/demo-articles.ts';
import { formatTeaserDate } from '../../src/lib/magazine/teaser-date.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const PATHS = { de: '/de/gesundheitsmagazin', en: '/en/health-magazine' } as const;
const article = (postId: string) => DEMO_MAGAZINE_ARTICLES.find((a) => a.postId === postId)!;
/** An article the demo page does not show yet. */
const NEW_ARTICLE = article('4741');

let browser: BrowserSession;
const contexts: BrowserContext[] = [];
let added: string | null = null;
let editorPage: Page | null = null;

/**
 * A context that stays on the local server; the booking host gets no answer at all (the widget
 * "never loads"), or with `booking: 'refused'` its connections are refused (Chromium then shows
 * its own error page in the frame, and fires `load` for it); every other outside request is refused.
 */
async function context(booking: 'held' | 'refused' = 'held'): Promise<BrowserContext> {
  const created = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await created.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === baseUrl) return route.continue();
    if (url.hostname === 'booking.example.invalid')
      return booking === 'held' ? undefined : route.abort('connectionrefused');
    return route.abort();
  });
  contexts.push(created);
  return created;
}

async function axeViolations(on: Page, selector: string) {
  const result = await new AxeBuilder({ page: on }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Leave the demo as it was: the card added by the editor test is a draft, so removing deletes it.
  if (added && editorPage) {
    await editorPage.evaluate(
      async ([path, body]) => {
        await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      },
      [`${API_PREFIX}/group/remove`, JSON.stringify({ pageId: 'page-magazine', groupId: added })] as const,
    );
  }
  for (const c of contexts) await c.close();
  await browser.close();
});

describe('goFeed teasers', () => {
  it.each(['de', 'en'] as const)(
    'shows the magazine teasers in %s, linking to the articles in new tabs',
    async (locale) => {
      const page = await (await context()).newPage();
      const response = await page.goto(`${baseUrl}${PATHS[locale]}`);
      expect(response?.status()).toBe(200);
      const cards = page.locator('.go-feed-card');
      expect(await cards.count()).toBe(MAGAZINE_DEMO_POSTS.length);
      const v = visitorDictionary(locale);
      // Newest article first (the goFeed view sorts the teasers by their date for visitors).
      const newestFirst = [...MAGAZINE_DEMO_POSTS].sort(
        (a, b) => Date.parse(article(b).date) - Date.parse(article(a).date),
      );
      for (const [index, postId] of newestFirst.entries()) {
        const teaser = article(postId);
        const card = cards.nth(index);
        expect(await card.locator('.go-feed-card__title').innerText()).toBe(teaser.title);
        expect(await card.locator('time').innerText()).toBe(formatTeaserDate(teaser.date, locale));
        const link = card.locator('a.go-feed-card__link');
        expect(await link.getAttribute('href')).toBe(teaser.permalink);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.innerText()).toContain(v.magazineReadMore);
        expect(await link.textContent()).toContain(v.magazineNewTab);
      }
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.close();
    },
  );
});

describe('adding an article by URL', () => {
  it("refuses an empty and an unknown URL, then adds the article's card", async () => {
    const ctx = await context();
    await signInContext(ctx, baseUrl);
    const page = await ctx.newPage();
    editorPage = page;
    await page.goto(`${baseUrl}/de/edit/gesundheitsmagazin?toolbar=1`);
    await page.locator('section.editor-toolbar').waitFor();
    const box = page.locator('.editor-group[data-group-type="goFeed"]').first();
    await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await box.click({ position: { x: 4, y: 24 } });
    const menu = page.locator('.editor-menu');
    await menu.waitFor();
    await menu.getByRole('button', { name: t.magazineAddArticle }).click();
    const dialog = page.getByRole('dialog', { name: t.magazineDialogTitle });
    await dialog.waitFor();
    expect(await axeViolations(page, '.editor-dialog')).toEqual([]);

    const submit = dialog.getByRole('button', { name: t.magazineSubmit });
    await submit.click();
    expect(await dialog.getByRole('alert').innerText()).toBe('URL nicht angegeben');

    const input = dialog.getByLabel(t.magazineUrlLabel);
    await input.fill('https://magazin.gesundheitsoptik.example/artikel/gibt-es-nicht');
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Url nicht gefunden');

    await input.fill(NEW_ARTICLE.permalink);
    const isAdd = (r: Response) => new URL(r.url()).pathname === `${API_PREFIX}/magazine/article`;
    const [answer] = await Promise.all([page.waitForResponse(isAdd), submit.click()]);
    expect(answer.status()).toBe(200);
    added = ((await answer.json()) as { data: { group: { id: string } } }).data.group.id;
    const card = page.locator(`.go-feed-card[data-post-id="${NEW_ARTICLE.postId}"]`);
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.innerText()).toContain(NEW_ARTICLE.title);
  });
});

describe('booking fallback', () => {
  it("shows the business's phone number when the booking widget does not load", async () => {
    const page = await (await context()).newPage();
    await page.goto(`${baseUrl}/de/`);
    await page.getByRole('button', { name: 'Buchung öffnen' }).click();
    const frame = page.locator('#booking-dialog iframe.booking__frame');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('locale')).toBe('de');
    expect(src.searchParams.get('layout')).toBe('popup');
    expect(src.searchParams.get('select_location')).toMatch(/^(true|false)$/);
    expect(src.searchParams.get('theme_color')).toMatch(/^[0-9a-f]{6}$/);
    const fallback = page.locator('#booking-dialog .booking-frame__fallback');
    const v = visitorDictionary('de');
    expect(await fallback.isVisible()).toBe(false);
    await expect.poll(() => fallback.isVisible(), { timeout: 15_000, interval: 250 }).toBe(true);
    expect(await fallback.innerText()).toContain(v.bookingUnavailable);
    const call = fallback.getByRole('link', { name: BUSINESS.phone });
    expect(await call.getAttribute('href')).toBe(`tel:${BUSINESS.phone.replace(/\s/g, '')}`);
    expect(await axeViolations(page, '#booking-dialog')).toEqual([]);
    await page.close();
  });
  it('shows it when the widget cannot be reached, although the frame fires load for the error page', async () => {
    const page = await (await context('refused')).newPage();
    await page.goto(`${baseUrl}/de/`);
    await page.getByRole('button', { name: 'Buchung öffnen' }).click();
    const frame = page.locator('#booking-dialog .booking-frame');
    await expect
      .poll(() => frame.getAttribute('data-state'), { timeout: 15_000, interval: 100 })
      .toBe('failed');
    const fallback = page.locator('#booking-dialog .booking-frame__fallback');
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.innerText()).toContain(visitorDictionary('de').bookingUnavailable);
    await page.close();
  });
});
