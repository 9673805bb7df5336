/**
 * The information blocks as visitors see them, in Chromium against the real server and seeded
 * database, desktop and mobile: branch contact data and opening hours (checked against the seeded
 * branches, Swiss holidays and Intl's own formatting), product card widths, news dates, course
 * prices, the booking block (its external host answered by a local stub), no JavaScript, and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import Holidays from 'date-holidays';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INFO_BOOKING } from '../../db/seed/content/area-info.ts';
import { demoBranches } from '../../db/seed/content/directory.ts';
import { NEWS_DATE_FORMAT } from '../../src/lib/news.ts';
import { launchBrowser, recordScripts, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
const BOOKING_HOST = 'https://booking.example.invalid/';
const STUB_HEADING = 'Booking stub';

/** The demo pages of the info area, per locale. */
const PAGES = {
  locations: { de: '/de/oeffnungszeiten-standorte', en: '/en/opening-hours-locations' },
  shop: { de: '/de/shop', en: '/en/shop' },
  news: { de: '/de/aktuelles', en: '/en/news' },
  courses: { de: '/de/kurse', en: '/en/courses' },
  eyeTest: { de: '/de/so-laeuft-ein-sehtest-ab', en: '/en/how-an-eye-test-works' },
} as const;
const ALL_PATHS = Object.values(PAGES).flatMap((p) => [p.de, p.en]);
const TAG = { de: 'de-CH', en: 'en-CH' } as const;
const CLOSED = { de: 'Geschlossen', en: 'Closed' } as const;

let browser: BrowserSession;
const contexts: BrowserContext[] = [];

/** A context whose requests to the booking host get a small local page (no network in tests). */
async function context(options: BrowserContextOptions = VIEWPORTS.desktop): Promise<BrowserContext> {
  const ctx = await browser.newContext(options);
  await ctx.route(`${BOOKING_HOST}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>${STUB_HEADING}</title></head><body><h1>${STUB_HEADING}</h1><p>Choose a time.</p></body></html>`,
    }),
  );
  contexts.push(ctx);
  return ctx;
}

async function open(ctx: BrowserContext, path: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await ctx.newPage();
  const scripts = recordScripts(page);
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  return { page, scripts };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  await browser.close();
});

// ---------------------------------------------------------------------------------------------
// Expected opening hours, computed from the seed with Intl and date-holidays directly

const holidays = new Holidays('CH', 'ZH');
const at = (time: string) => new Date(`2024-01-01T${time}:00Z`);

function publicHoliday(date: string): boolean {
  const found = holidays.isHoliday(new Date(`${date}T12:00:00`));
  return Array.isArray(found) && found.some((h) => h.type === 'public');
}

/** What a visitor should read for a date at a branch: Intl's list of Intl time ranges, or closed. */
function expectedHours(branch: (typeof demoBranches)[number], date: string, locale: 'de' | 'en'): string {
  const specials = (branch.specialHours ?? []).filter((s) => s.date === date);
  let periods: { open: string; close: string }[];
  if (specials.length > 0) {
    periods = specials.some((s) => s.open === '00:30' && s.close === '00:30') ? [] : specials;
  } else if (publicHoliday(date)) {
    periods = [];
  } else {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    periods = (branch.openingHours ?? [])
      .filter((p) => p.day === weekday)
      .toSorted((a, b) => a.open.localeCompare(b.open));
  }
  if (periods.length === 0) return CLOSED[locale];
  const time = new Intl.DateTimeFormat(TAG[locale], { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return new Intl.ListFormat(TAG[locale], { type: 'unit', style: 'short' }).format(
    periods.map((p) => time.formatRange(at(p.open), at(p.close))),
  );
}

/** Today in Zurich, 'YYYY-MM-DD'. */
const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', dateStyle: 'short' }).format(new Date());
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Closed special days (open and close '00:30') in the upcoming weeks the block lists. */
const UPCOMING_DAYS = 56;
const today = zurichToday();
const closedSpecials = demoBranches.flatMap((b) =>
  (b.specialHours ?? [])
    .filter((s) => s.open === '00:30' && s.close === '00:30')
    .filter((s) => s.date >= today && s.date < addDays(today, UPCOMING_DAYS - 1))
    .map((s) => ({ branchId: b.id, date: s.date })),
);

// ---------------------------------------------------------------------------------------------

describe('contact block', () => {
  for (const locale of ['de', 'en'] as const) {
    it(`shows both branches with their addresses and this week's hours as Intl writes them (${locale})`, async () => {
      const ctx = await context();
      const { page } = await open(ctx, PAGES.locations[locale]);
      const branches = page.locator('.contact .branch');
      await expect.poll(() => branches.count()).toBe(demoBranches.length);
      for (const branch of demoBranches) {
        const card = page.locator(`.branch[data-branch-id="${branch.id}"]`);
        expect(await card.locator('h3').innerText()).toBe(branch.name);
        const address = await card.locator('address').innerText();
        expect(address).toContain(`${branch.street} ${branch.streetNumber}`);
        expect(address).toContain(`${branch.zip} ${branch.city}`);
        expect(await card.locator('a[href^="tel:"]').innerText()).toBe(branch.phone);
        expect(await card.locator('a[href^="mailto:"]').innerText()).toBe(branch.email);

        const rows = card.locator('.hours--schedule .hours__row');
        expect(await rows.count()).toBe(7);
        const first = (await rows.first().getAttribute('data-date')) ?? '';
        // The page was built moments ago: its first day is today in Zurich (or yesterday right after midnight).
        expect([today, addDays(today, -1)]).toContain(first);
        for (let i = 0; i < 7; i++) {
          const row = rows.nth(i);
          const date = (await row.getAttribute('data-date')) ?? '';
          expect(date).toBe(addDays(first, i));
          const expected = expectedHours(branch, date, locale);
          expect(await row.locator('.hours__times').innerText(), `${branch.id} ${date}`).toBe(expected);
          expect(await row.getAttribute('data-state')).toBe(expected === CLOSED[locale] ? 'closed' : 'open');
          const weekdayLong = new Intl.DateTimeFormat(TAG[locale], {
            weekday: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${date}T00:00:00Z`));
          expect(await row.locator('dt').innerText()).toContain(weekdayLong);
        }
      }
      await page.close();
    });
  }

  it.runIf(closedSpecials.length > 0)(
    "shows a special day with open and close '00:30' as closed",
    async () => {
      const ctx = await context();
      for (const locale of ['de', 'en'] as const) {
        const { page } = await open(ctx, PAGES.locations[locale]);
        for (const { branchId, date } of closedSpecials) {
          const row = page.locator(
            `.branch[data-branch-id="${branchId}"] .hours--exceptions [data-date="${date}"]`,
          );
          await expect.poll(() => row.getAttribute('data-state')).toBe('closed');
          expect(await row.getAttribute('data-reason')).toBe('special');
          expect(await row.locator('.hours__times').innerText()).toBe(CLOSED[locale]);
        }
        await page.close();
      }
    },
  );

  it('lists public holidays on working days of the upcoming weeks as closed, without Berchtoldstag', async () => {
    const ctx = await context();
    const { page } = await open(ctx, PAGES.locations.de);
    const card = page.locator(`.branch[data-branch-id="${demoBranches[0]?.id}"]`);
    const listed = await card.locator('.hours--exceptions .hours__row').evaluateAll((rows) =>
      rows.map((r) => ({
        date: r.getAttribute('data-date'),
        state: r.getAttribute('data-state'),
        reason: r.getAttribute('data-reason'),
      })),
    );
    for (let i = 0; i < UPCOMING_DAYS; i++) {
      const date = addDays(today, i);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
      const worksThen = demoBranches[0]?.openingHours?.some((p) => p.day === weekday) ?? false;
      const special = demoBranches[0]?.specialHours?.some((s) => s.date === date) ?? false;
      if (publicHoliday(date) && worksThen && !special) {
        expect(listed, date).toContainEqual({ date, state: 'closed', reason: 'holiday' });
      }
    }
    expect(listed.map((r) => r.date)).not.toContainEqual(expect.stringMatching(/-01-02$/));
    await page.close();
  });
});

describe('booking block', () => {
  it('links to the booking page and embeds it lazily, answered by the local stub', async () => {
    const ctx = await context();
    const { page, scripts } = await open(ctx, PAGES.locations.en);
    const button = page.locator('.booking-container__button');
    expect(await button.getAttribute('href')).toBe(INFO_BOOKING.appointment);
    expect(await button.getAttribute('target')).toBe('_blank');
    const frame = page.locator('iframe.booking-container__frame');
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('title')).toBe('Online appointment booking');
    expect(await frame.getAttribute('src')).toMatch(
      new RegExp(
        `^${INFO_BOOKING.embedded}\\?locale=en&layout=embedded&select_location=(true|false)&theme_color=[0-9a-f]{6}$`,
      ),
    );
    await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.frameLocator('iframe.booking-container__frame').locator('h1').innerText())
      .toBe(STUB_HEADING);
    expect(scripts).toEqual([]);
    await page.close();
  });
});

describe('product cards', () => {
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    it(`are 300 px wide, and 250 px in the four-column board (${name})`, async () => {
      const ctx = await context(options);
      const { page } = await open(ctx, PAGES.shop.de);
      const widths = async (columns: number) =>
        page
          .locator(`.product-board--cols-${columns} .product-card`)
          .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).width));
      expect(await widths(3)).toEqual(['300px', '300px', '300px']);
      expect(await widths(4)).toEqual(['250px', '250px', '250px', '250px']);
      const box = await page.locator('.product-board--cols-4 .product-card').first().boundingBox();
      expect(box?.width).toBe(250);
      await page.close();
    });
  }

  it('show their prices exactly as Intl formats CHF', async () => {
    const ctx = await context();
    for (const locale of ['de', 'en'] as const) {
      const { page } = await open(ctx, PAGES.shop[locale]);
      const prices = await page
        .locator('.product-card__price data')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('value'), e.textContent]));
      expect(prices.length).toBe(7);
      for (const [value, text] of prices) {
        expect(text).toBe(
          new Intl.NumberFormat(TAG[locale], { style: 'currency', currency: 'CHF' }).format(Number(value)),
        );
      }
      await page.close();
    }
  });
});

describe('news cards', () => {
  for (const locale of ['de', 'en'] as const) {
    it(`date their entries like Intl ${TAG[locale]}, newest first, 'N/A' when undated (${locale})`, async () => {
      const ctx = await context();
      const { page } = await open(ctx, PAGES.news[locale]);
      const dates = await page
        .locator('.news-card__date')
        .evaluateAll((els) =>
          els.map((e) => [e.querySelector('time')?.getAttribute('datetime') ?? null, e.textContent]),
        );
      expect(dates.length).toBe(4);
      const iso = dates.map(([d]) => d).filter((d): d is string => d !== null);
      expect(iso).toEqual(iso.toSorted().reverse());
      for (const [date, text] of dates) {
        if (date === null) expect(text).toBe('N/A');
        else
          expect(text).toBe(
            new Intl.DateTimeFormat(TAG[locale], { ...NEWS_DATE_FORMAT, timeZone: 'UTC' }).format(
              new Date(`${date}T00:00:00Z`),
            ),
          );
      }
      expect(dates.at(-1)?.[0]).toBeNull();
      for (const excerpt of await page.locator('.news-card__text').allInnerTexts()) {
        expect(excerpt.length).toBeLessThanOrEqual(201);
      }
      await page.close();
    });
  }
});

describe('courses', () => {
  it('show their cost like Intl CHF, in both languages', async () => {
    const ctx = await context();
    for (const locale of ['de', 'en'] as const) {
      const { page } = await open(ctx, PAGES.courses[locale]);
      const costs = await page
        .locator('.course__fact--cost dd')
        .evaluateAll((els) =>
          els.map((e) => [e.querySelector('data')?.getAttribute('value') ?? null, e.textContent]),
        );
      expect(costs.length).toBe(3);
      const chf = new Intl.NumberFormat(TAG[locale], { style: 'currency', currency: 'CHF' });
      expect(costs).toContainEqual(['45', chf.format(45)]);
      expect(costs).toContainEqual(['89.5', chf.format(89.5)]);
      expect(costs).toContainEqual([null, locale === 'de' ? 'Kostenlos' : 'Free of charge']);
      await page.close();
    }
  });
});

describe('info pages', () => {
  it('load no JavaScript', async () => {
    const ctx = await context();
    for (const path of ALL_PATHS) {
      const { page, scripts } = await open(ctx, path);
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(scripts, path).toEqual([]);
      await page.close();
    }
  });

  for (const [name, options] of Object.entries(VIEWPORTS)) {
    it(`have no axe violations (${name})`, async () => {
      const ctx = await context(options);
      const page = await ctx.newPage();
      const problems: string[] = [];
      for (const path of ALL_PATHS) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('load');
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations) {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
      await page.close();
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
