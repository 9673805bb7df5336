/**
 * Defects a visitor found on the demo site, driven as a visitor in Chromium on a phone (390×844)
 * and a desktop: the footer logo stays legible on the dark footer (measured from the screenshot's
 * pixels against the footer's computed background), the mobile menu closes on Escape and when the
 * window widens to desktop and scrolls below an opaque bar, /en/login speaks English (the visitor
 * dictionary's login texts), the floating booking button leaves the course titles and the map's
 * markers 6 free, and the holiday announcement agrees with the branches' opening hours.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoBranches, holidaySeasonYear } from '../../db/seed/content/directory.ts';
import { loginTexts } from '../../src/i18n/visitor/login.ts';
import { contrastRatio, parseRgb, type Rgb } from '../../src/lib/color.ts';
import { publicHolidays } from '../../db/snapshot-holidays.ts';
import { dayHours, type HoursInput } from '../../src/lib/opening-hours.ts';
import { intersects, launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
type ViewportName = keyof typeof VIEWPORTS;

let browser: BrowserSession;
const contexts = new Map<ViewportName, BrowserContext>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    contexts.set(name, await browser.newContext(VIEWPORTS[name]));
});
afterAll(async () => {
  await browser.close();
});

async function openPage(viewport: ViewportName, path: string): Promise<Page> {
  const page = await contexts.get(viewport)!.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

/** 'rgb(r, g, b)' / 'rgba(r, g, b, a)' as a triple. */
const cssRgb = (css: string): Rgb =>
  parseRgb(
    css
      .replace(/^rgba?\(|\)$/g, '')
      .split(',')
      .slice(0, 3)
      .join(','),
  );

/**
 * How legible an element's drawing is on a background: of the pixels of its screenshot that differ
 * visibly from the background (contrast above 1.5:1), the share that reaches 3:1, the WCAG level
 * for large text and graphics. Anti-aliased edges count against it.
 */
async function legibleShare(element: Locator, background: Rgb): Promise<{ ink: number; share: number }> {
  const png = await element.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  let legible = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const ratio = contrastRatio([data[i]!, data[i + 1]!, data[i + 2]!], background);
    if (ratio <= 1.5) continue;
    ink += 1;
    if (ratio >= 3) legible += 1;
  }
  return { ink, share: ink ? legible / ink : 0 };
}

/** Whether two boxes overlap (touching edges do not). */
for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`visitor defects (${viewport})`, () => {
    it('draws the footer logo legibly on the dark footer, in both languages', async () => {
      for (const path of ['/de/', '/en/courses']) {
        const page = await openPage(viewport, path);
        const footer = page.locator('footer.site-footer');
        const logo = footer.locator('.site-footer__logo img');
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
        const background = cssRgb(await footer.evaluate((el) => getComputedStyle(el).backgroundColor));
        // The demo footer is dark: light text on it.
        expect(contrastRatio(background, [255, 255, 255])).toBeGreaterThan(4.5);
        const { ink, share } = await legibleShare(logo, background);
        expect(ink, 'the logo draws something').toBeGreaterThan(200);
        expect(share, `${path}: share of the logo's pixels at 3:1 or more`).toBeGreaterThan(0.75);
        await page.close();
      }
    });

    it('leaves the course titles and the map markers 6 free of the booking button', async () => {
      const courses = await openPage(viewport, '/en/courses');
      const button = courses.getByRole('button', { name: 'Open booking' });
      const titles = courses.locator('.course__title');
      expect(await titles.count()).toBeGreaterThan(0);
      const covered: string[] = [];
      for (const title of await titles.all()) {
        // As a keyboard user or a link reaches it: the page scrolls until the title shows.
        await courses.evaluate(() => scrollTo(0, 0));
        await title.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        const [a, b] = [await title.boundingBox(), await button.boundingBox()];
        if (a && b && intersects(a, b)) covered.push((await title.innerText()).trim());
      }
      // And at the end of the page.
      await courses.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const end = await courses.locator('.site-footer__copy').boundingBox();
      const buttonAtEnd = await button.boundingBox();
      if (end && buttonAtEnd && intersects(end, buttonAtEnd)) covered.push('footer copyright');
      expect(covered).toEqual([]);
      await courses.close();

      const play = await openPage(viewport, '/en/urban-golf-play');
      const stage = play.locator('.map-container .map-stage');
      await stage.scrollIntoViewIfNeeded();
      await expect.poll(() => stage.getAttribute('data-map-state'), { timeout: 20_000 }).toBe('ready');
      await stage.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const sixes = play.locator('.map-marker', {
        has: play.locator('.map-marker__number', { hasText: /^6$/ }),
      });
      await expect.poll(() => sixes.count()).toBeGreaterThan(0);
      const booking = await play.getByRole('button', { name: 'Open booking' }).boundingBox();
      expect(booking).not.toBeNull();
      for (const marker of await sixes.all()) {
        const box = await marker.boundingBox();
        expect(box).not.toBeNull();
        expect(intersects(box!, booking!), `marker ${JSON.stringify(box)}`).toBe(false);
      }
      await play.close();
    });

    it('shows /en/login in English: the visitor dictionary login texts', async () => {
      const t = loginTexts.en;
      const page = await openPage(viewport, '/en/login');
      const submit = page.getByRole('button', { name: t.loginSubmit, exact: true });
      await submit.and(page.locator(':enabled')).waitFor();
      expect(await page.locator('form[aria-label]').getAttribute('aria-label')).toBe(t.loginFormLabel);
      expect((await page.locator('.login-form label').allInnerTexts()).map((s) => s.trim())).toEqual([
        t.loginEmailLabel,
        t.loginPasswordLabel,
      ]);
      expect(await page.getByLabel(t.loginEmailLabel, { exact: true }).getAttribute('type')).toBe('email');
      expect(await page.getByLabel(t.loginPasswordLabel, { exact: true }).getAttribute('type')).toBe(
        'password',
      );
      await submit.click();
      await expect.poll(() => page.locator('.login-form__error').innerText()).toBe(t.loginMissingFields);
      // No German login text anywhere in the form.
      const text = await page.locator('.login-form').innerText();
      for (const german of Object.values(loginTexts.de)) expect(text).not.toContain(german);
      await page.close();
    });
  });
}

describe('mobile menu (390×844)', () => {
  const toggle = (page: Page) => page.locator('summary.site-menu__toggle');
  const menu = (page: Page) => page.locator('details.site-menu');
  const isOpen = (page: Page) => menu(page).evaluate((el) => (el as HTMLDetailsElement).open);

  it('closes on Escape and gives the focus back to its toggle', async () => {
    const page = await openPage('mobile', '/en/');
    await toggle(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle(page).innerText()).toBe('Open menu');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.close();
  });

  it('closes when the window widens to desktop, so it is closed when it narrows again', async () => {
    const page = await openPage('mobile', '/en/');
    await toggle(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await isOpen(page)).toBe(false);
    expect(await toggle(page).innerText()).toBe('Open menu');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.close();
  });

  it('scrolls its items below an opaque bar, never under it', async () => {
    // Short enough that the open menu scrolls.
    const page = await openPage('mobile', '/de/');
    await page.setViewportSize({ width: 390, height: 500 });
    await toggle(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    const panel = page.locator('.site-menu__panel');
    const bar = await page.locator('.site-header__bar').boundingBox();
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const box = await panel.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(await panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    // What shows in the bar's area is the bar, not a menu item scrolled under it.
    const atBar = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.site-menu__panel') === null,
      { x: 195, y: bar!.y + bar!.height / 2 },
    );
    expect(atBar).toBe(true);
    // The bar itself is opaque while the menu is open (also on the transparent demo header).
    const opaque = await page
      .locator('header.site-header')
      .evaluate((el) =>
        [getComputedStyle(el).backgroundColor, getComputedStyle(el, '::before').backgroundColor].some((c) =>
          c.startsWith('rgb('),
        ),
      );
    expect(opaque).toBe(true);
    await page.close();
  });
});

describe('short pages', () => {
  it('end with the footer at the window bottom, no band below it', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await contexts.get(viewport)!.newPage();
      await page.goto(`${baseUrl}/de/login`);
      const { footerBottom, pageHeight, windowHeight } = await page.evaluate(() => ({
        footerBottom:
          document.querySelector('footer.site-footer')!.getBoundingClientRect().bottom + window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
        windowHeight: window.innerHeight,
      }));
      expect(Math.round(footerBottom), viewport).toBe(Math.max(pageHeight, windowHeight));
      await page.close();
    }
  });
});

describe('holiday announcement', () => {
  const season = holidaySeasonYear();
  const day = (monthDay: string, yearOffset = 0) => `${season + yearOffset}-${monthDay}`;
  const holidays = publicHolidays(day('12-01'), day('01-31', 1), 'en');
  const inputs: HoursInput[] = demoBranches.map((b) => ({
    weekly: b.openingHours ?? [],
    special: b.specialHours ?? [],
    holidays,
  }));

  it('says what the opening hours say: Christmas Eve until 2 pm; 25, 26 December and 1 January closed', async () => {
    // The days it names, checked against every branch's hours as the opening-hours blocks compute them.
    for (const input of inputs) {
      const eve = dayHours(day('12-24'), input);
      expect(eve.closed).toBe(false);
      expect(eve.periods.at(-1)?.close).toBe('14:00');
      for (const closed of [day('12-25'), day('12-26'), day('01-01', 1)])
        expect(dayHours(closed, input).closed, closed).toBe(true);
      // Days it does not name keep their usual hours (a weekday between the years, 2 January).
      for (const date of [day('12-29'), day('12-30'), day('12-31'), day('01-02', 1)]) {
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        if (weekday === 0) continue;
        expect(dayHours(date, input).closed, date).toBe(false);
      }
    }
    // And the visitor reads exactly these claims on the home page, in both languages.
    for (const [locale, expected] of [
      ['de', ['Heiligabend', '14 Uhr', '25. und 26. Dezember', '1. Januar', 'geschlossen']],
      ['en', ['Christmas Eve', '2 pm', '25 and 26 December', '1 January', 'closed']],
    ] as const) {
      const page = await openPage('mobile', `/${locale}/`);
      const text = (await page.locator('.announcement-bar__text').first().innerText()).trim();
      for (const claim of expected) expect(text).toContain(claim);
      expect(text).not.toMatch(/31|2\. Januar|2 January/);
      await page.close();
    }
  });
});
