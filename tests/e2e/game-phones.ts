/**
 * Helpers of the urban golf journeys (game.test.ts, game-en.test.ts): phones as mobile browser
 * contexts, the game pages' paths in the demo seed, waiting for texts and paths, tapping scores and
 * moving between holes, and axe on the game screens.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { gameTexts } from '../../src/i18n/visitor/game.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
/** How long a journey waits for anything to show (a phone, the room, a page). */
export const WAIT_MS = 15_000;

/** The locales the game is played in here. */
export type Locale = 'de' | 'en';
/** The game pages' paths in the demo seed (the reserved `~urban-golf-*` slugs redirect here). */
export const PATHS = {
  de: {
    start: '/de/urban-golf',
    edit: '/de/urban-golf-spieler',
    share: '/de/urban-golf-teilen',
    play: '/de/urban-golf-spielen',
    coupon: '/de/urban-golf-gutschein',
  },
  en: {
    start: '/en/urban-golf',
    edit: '/en/urban-golf-players',
    share: '/en/urban-golf-share',
    play: '/en/urban-golf-play',
    coupon: '/en/urban-golf-coupon',
  },
} as const;

/**
 * A phone: a mobile browser context in the locale that may use the clipboard. `share` decides what
 * `navigator.share` is: absent (copy the link), or a stub that records what was shared.
 */
async function openPhone(
  browser: BrowserSession,
  locale: Locale,
  share: 'none' | 'record',
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...VIEWPORTS.mobile,
    locale: locale === 'de' ? 'de-CH' : 'en-CH',
    reducedMotion,
    ...extra,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript((mode: string) => {
    const target = navigator as Navigator & { shared?: unknown[] };
    if (mode === 'record') {
      target.shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          target.shared?.push(data);
          return Promise.resolve();
        },
      });
    } else {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    }
  }, share);
  return context;
}

/**
 * Launches the browser for the test file (closed after it) and returns its `phone` maker.
 *
 * @example
 * const { phone } = launchPhones();
 * const context = await phone('de', 'none');
 */
export function launchPhones(): {
  phone: (
    locale: Locale,
    share: 'none' | 'record',
    reducedMotion?: 'reduce' | 'no-preference',
    /** More context options, e.g. `bypassCSP` for a room reached through a test proxy. */
    extra?: BrowserContextOptions,
  ) => Promise<BrowserContext>;
} {
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    phone: (locale, share, reducedMotion, extra) => {
      if (browser === undefined) throw new Error('the browser is not launched yet');
      return openPhone(browser, locale, share, reducedMotion, extra);
    },
  };
}

/** Waits until a locator's text (whitespace normalized) is exactly `expected`. */
export async function waitForText(locator: Locator, expected: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.textContent({ timeout: WAIT_MS })) ?? '').replace(/\s+/g, ' ').trim();
    if (last === expected) return;
    await locator.page().waitForTimeout(50);
  }
  throw new Error(`expected "${expected}", still "${last}"`);
}

/** Waits until `check` holds in the page. */
export async function waitUntil(page: Page, check: () => boolean): Promise<void> {
  await page.waitForFunction(check, undefined, { timeout: WAIT_MS });
}

/**
 * Runs axe on the page. The play page's map (mapContainer) is checked by tests/e2e/map.test.ts;
 * here it is left out, so these checks are about the game screens.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).exclude('.map-container').analyze();
  const problems = result.violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems).toEqual([]);
}

/** The page's current path. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page is on `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: WAIT_MS });
}

/** The count shown for a player on the current hole ("Anna: 3"). */
export const countOf = (page: Page, name: string) =>
  page.locator('.score-row', { hasText: name }).locator('output');
/** A player's plus and minus buttons and the dot of a hole (1-based) on the play page. */
export const plus = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', { name: gameTexts[locale].gameIncrease.replace('{name}', name), exact: true });
export const minus = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', { name: gameTexts[locale].gameDecrease.replace('{name}', name), exact: true });
export const dot = (page: Page, number: number) => page.locator('.hole-dot').nth(number - 1);

/** Taps a player's plus button `times` times, each tap waiting for its count. */
export async function tap(page: Page, locale: Locale, name: string, times: number): Promise<void> {
  const count = countOf(page, name);
  for (let i = 0; i < times; i++) {
    const before = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    await plus(page, locale, name).click();
    await waitForText(count, `${name}: ${before + 1}`);
  }
}

/** Makes a hole the current one on this phone (its dot becomes `aria-current`). */
export async function goToHole(page: Page, number: number): Promise<void> {
  await dot(page, number).click();
  await page.locator(`.hole-dot[aria-current="step"]`).nth(0).waitFor({ timeout: WAIT_MS });
  const current = await page
    .locator('.hole-dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'step'));
  expect(current).toBe(number - 1);
}

/** A game's date as the coupon shows it. */
export const gameDate = (createdAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-CH', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date(createdAt));
