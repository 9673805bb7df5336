/**
 * The network's business directory ("Optikersuche" / "Find an optician") in Chromium against the
 * real server, in German and English: searching by town ('Zurich' finds 'Zürich') and by zip
 * code, the programme filter, jumping by letter with the current letter marked, the accordion
 * (one business open at a time, a second click closes it), the no-results text, and no axe
 * violations. The directory comes from the demo network seeded into the registry. Also: the page
 * loads at most 90 KB of script (gzip) and no holiday library, "open now" follows the cantonal
 * holidays the server passed (and says nothing once the page outlived them), and the block sits
 * inside the site's gutter with the shared kicker style, on a desktop and a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { constants, gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { networkDirectoryRows } from '../../db/seed/content/network-directory.ts';
import { directoryHolidays, HOLIDAY_WINDOW_DAYS, publicHolidays } from '../../db/snapshot-holidays.ts';
import { format } from '../../src/i18n/format.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { addDays, civilDateIn, formatCivil, isoWeekday } from '../../src/lib/civil-date.ts';
import type { Locale } from '../../src/lib/content.ts';
import { openState, type OpenState } from '../../src/lib/directory/open-now.ts';
import { formatTime } from '../../src/lib/opening-hours.ts';
import { blockExternalRequests, launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

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

interface OpenOptions {
  /** The visitor's clock, fixed (Playwright's clock); the real one by default. */
  clock?: Date;
  /** Called with the page before it navigates (to watch what it loads). */
  onPage?: (page: Page) => void;
  context?: BrowserContextOptions;
}

/** Opens the directory page and waits until its island is hydrated (Astro drops `ssr` then). */
async function openDirectory(locale: Locale, options: OpenOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options.context,
    locale: locale === 'de' ? 'de-CH' : 'en-CH',
  });
  await blockExternalRequests(context, baseUrl, (url) => external.push(url));
  if (options.clock) await context.clock.setFixedTime(options.clock);
  const page = await context.newPage();
  options.onPage?.(page);
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

/** A demo business in Zurich with the usual week and no special dates. */
const ZURICH = (() => {
  const rows = networkDirectoryRows();
  const business = rows.businesses.find((b) => b.name === 'Linsenhaus Uster');
  const branch = rows.branches.find((b) => b.businessId === business?.id);
  if (!business || !branch || (branch.specialHours ?? []).length > 0) throw new Error('seed changed');
  return { name: business.name, hours: { openingHours: branch.openingHours ?? [], specialHours: [] } };
})();

/** What the island writes for a state (as View.tsx words it). */
function openText(state: OpenState, now: Date, locale: Locale): string {
  const t = visitorDictionary(locale);
  if (state.open) return format(t.directoryOpenNow, { time: formatTime(state.closesAt, locale) });
  if (!state.opensAt) return t.directoryClosedNow;
  if (state.opensAt.date === civilDateIn(now))
    return format(t.directoryOpensToday, { time: formatTime(state.opensAt.time, locale) });
  return format(t.directoryOpensOn, {
    day: formatCivil(state.opensAt.date, locale, { weekday: 'long' }),
    time: formatTime(state.opensAt.time, locale),
  });
}

/** Opens the Zurich business's panel; its "open now" line. */
async function openZurich(page: Page) {
  const toggle = page.getByRole('button', { name: new RegExp(ZURICH.name) });
  await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`).locator('.directory__now');
}

describe('business directory: script, holidays, layout', () => {
  it('loads at most 90 KB of script (gzip), without the holiday library', async () => {
    const scripts = new Map<string, Promise<Buffer>>();
    const page = await openDirectory('de', {
      onPage: (p) =>
        p.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
        }),
    });
    // Opening a business runs "open now": everything the island needs is loaded by then.
    await expect.poll(async () => (await openZurich(page)).count(), { timeout: 10_000 }).toBe(1);
    const bodies = await Promise.all(scripts.values());
    const gzipped = bodies.reduce(
      (sum, body) => sum + gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
      0,
    );
    // Before the holidays were computed on the server: 327 KB, 242 KB of it date-holidays.
    expect(gzipped, [...scripts.keys()].join(', ')).toBeLessThanOrEqual(90 * 1024);
    for (const [url, body] of bodies.map((b, i) => [[...scripts.keys()][i], b.toString()] as const)) {
      expect(body, url).not.toMatch(/Berchtoldstag|getHolidays|equinox/);
    }
    await page.context().close();
  }, 60_000);

  for (const locale of ['de', 'en'] as const) {
    it(`closes on the canton's next public holiday and names the next opening (${locale})`, async () => {
      const today = civilDateIn(new Date());
      const holiday = publicHolidays(addDays(today, 1), addDays(today, 365), 'de').find(
        (h) => isoWeekday(h.date) <= 5,
      );
      if (!holiday) throw new Error('no public holiday on a weekday within a year');
      // 09:00 UTC: mid-morning in Zurich, summer or winter.
      const clock = new Date(`${holiday.date}T09:00:00Z`);
      const state = openState(ZURICH.hours, directoryHolidays('ZH', new Date()), clock);
      // Without the holiday the shop would be open then: the holiday is what closes it.
      expect(openState(ZURICH.hours, { from: today, until: addDays(today, 400), dates: [] }, clock)).toEqual(
        expect.objectContaining({ open: true }),
      );
      expect(state).toEqual(expect.objectContaining({ open: false }));
      const page = await openDirectory(locale, { clock });
      const now = await openZurich(page);
      await expect.poll(() => now.textContent(), { timeout: 10_000 }).toBe(openText(state!, clock, locale));
      await page.context().close();
    }, 60_000);
  }

  it('says nothing about "open now" once the page outlived the holidays it was built with', async () => {
    const today = civilDateIn(new Date());
    const clock = new Date(`${addDays(today, HOLIDAY_WINDOW_DAYS + 2)}T09:00:00Z`);
    const page = await openDirectory('de', { clock });
    const now = await openZurich(page);
    // The panel shows the week (rendered in the same commit as "open now" would be), no claim.
    const panel = page.locator('.directory__panel:not([hidden])');
    expect(await panel.locator('.directory__hours-row').count()).toBeGreaterThan(0);
    expect(await now.count()).toBe(0);
    await page.context().close();
  }, 60_000);

  for (const [name, viewport] of [
    ['desktop 1280', VIEWPORTS.desktop],
    ['phone 390', VIEWPORTS.mobile],
  ] as const) {
    it(`keeps the block inside the site's gutter with the shared kicker style (${name})`, async () => {
      const page = await openDirectory('de', { context: viewport });
      const width = viewport.viewport.width;
      for (const selector of [
        '.directory__head',
        '.directory__input',
        '.directory__status',
        '.directory__items',
      ]) {
        const box = await page.locator(`.directory ${selector}`).first().boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.x, `${selector} left`).toBeGreaterThanOrEqual(16);
        expect(box!.x + box!.width, `${selector} right`).toBeLessThanOrEqual(width - 16);
      }
      const kicker = page.locator('.directory__head > p').first();
      expect(await kicker.textContent()).toBe('Netzwerk');
      // The kicker looks exactly like a `.kicker` placed beside it.
      const styles = await kicker.evaluate((el) => {
        const probe = document.createElement('p');
        probe.className = 'kicker';
        el.after(probe);
        const pick = (node: Element) => {
          const style = getComputedStyle(node);
          return [style.textTransform, style.letterSpacing, style.fontSize, style.color, style.marginBottom];
        };
        const result = { kicker: pick(el), probe: pick(probe) };
        probe.remove();
        return result;
      });
      expect(styles.kicker).toEqual(styles.probe);
      expect(styles.kicker[0]).toBe('uppercase');
      await page.context().close();
    }, 60_000);
  }
});
