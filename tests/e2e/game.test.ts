/**
 * Urban golf on two phones (two browser contexts, mobile viewport) against the real site, API and
 * game rooms: phone A creates a game and adds players, phone B opens the shared link, both score
 * and see each other's taps live, A reloads mid-round and carries on, the round is finished, the
 * leaderboard offers the coupon and the coupon shows the winner with confetti. In German in full,
 * in English in a shorter pass; axe finds no violations on the game screens. A game that does not
 * exist clears the stored id and leads to the root.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gameTexts } from '../../src/i18n/visitor/game.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
const WAIT_MS = 15_000;

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Locale = 'de' | 'en';
/** The game pages' paths in the demo seed (the reserved `~urban-golf-*` slugs redirect here). */
const PATHS = {
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
async function phone(
  locale: Locale,
  share: 'none' | 'record',
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...VIEWPORTS.mobile,
    locale: locale === 'de' ? 'de-CH' : 'en-CH',
    reducedMotion,
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

/** Waits until a locator's text (whitespace normalized) is exactly `expected`. */
async function waitForText(locator: Locator, expected: string): Promise<void> {
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
async function waitUntil(page: Page, check: () => boolean): Promise<void> {
  await page.waitForFunction(check, undefined, { timeout: WAIT_MS });
}

/**
 * Runs axe on the page. The play page's map (mapContainer) is checked by tests/e2e/map.test.ts;
 * here it is left out, so these checks are about the game screens.
 */
async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).exclude('.map-container').analyze();
  const problems = result.violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems).toEqual([]);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: WAIT_MS });
}

/** The count shown for a player on the current hole ("Anna: 3"). */
const countOf = (page: Page, name: string) => page.locator('.score-row', { hasText: name }).locator('output');
const plus = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', { name: gameTexts[locale].gameIncrease.replace('{name}', name), exact: true });
const minus = (page: Page, locale: Locale, name: string) =>
  page.getByRole('button', { name: gameTexts[locale].gameDecrease.replace('{name}', name), exact: true });
const dot = (page: Page, number: number) => page.locator('.hole-dot').nth(number - 1);

/** Taps a player's plus button `times` times, each tap waiting for its count. */
async function tap(page: Page, locale: Locale, name: string, times: number): Promise<void> {
  const count = countOf(page, name);
  for (let i = 0; i < times; i++) {
    const before = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    await plus(page, locale, name).click();
    await waitForText(count, `${name}: ${before + 1}`);
  }
}

/** Makes a hole the current one on this phone (its dot becomes `aria-current`). */
async function goToHole(page: Page, number: number): Promise<void> {
  await dot(page, number).click();
  await page.locator(`.hole-dot[aria-current="step"]`).nth(0).waitFor({ timeout: WAIT_MS });
  const current = await page
    .locator('.hole-dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'step'));
  expect(current).toBe(number - 1);
}

const gameDate = (createdAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-CH', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date(createdAt));

describe('urban golf on two phones (de)', () => {
  const t = gameTexts.de;

  it('creates a game, shares it, plays a whole round live on both phones and shows the coupon', async () => {
    const contextA = await phone('de', 'none');
    const contextB = await phone('de', 'none');
    const a = await contextA.newPage();
    const b = await contextB.newPage();

    // --- start: the reserved slug leads to the start page --------------------------------------
    await a.goto(`${baseUrl}/de/~urban-golf-start`);
    await waitForPath(a, PATHS.de.start);
    await a.getByRole('heading', { level: 1, name: "Rock'n'hole!" }).waitFor();
    await a.getByText('Digitale Spielkarte Urban Golf Winterthur').waitFor();
    const start = a.getByRole('button', { name: t.gameStartButton });
    await waitUntil(a, () => !document.querySelector<HTMLButtonElement>('.game__primary')?.disabled);
    await expectNoAxeViolations(a, 'start');
    await start.click();

    // --- players ------------------------------------------------------------------------------
    await waitForPath(a, PATHS.de.edit);
    await a.getByRole('heading', { level: 1, name: 'Spieler:innen' }).waitFor();
    const gameId = await a.evaluate(() => localStorage.getItem('currentGameId'));
    expect(gameId).toMatch(/^[\w-]+$/);
    const toGame = a.getByRole('button', { name: 'Zum Spiel' });
    const addField = a.getByLabel(t.gameAddPlayerLabel);
    await addField.waitFor();
    await waitUntil(a, () => !document.querySelector<HTMLInputElement>('.game-add input')?.disabled);
    expect(await toGame.isDisabled()).toBe(true);

    await addField.fill('  Anna ');
    await addField.press('Enter');
    await addField.fill('Ben');
    await a.getByRole('button', { name: t.gameAddPlayer }).click();
    await addField.fill('   ');
    await addField.press('Enter');
    const rows = a.locator('.game-player');
    await waitForText(rows.nth(1).locator('.game-player__name'), `Ben, ${t.gamePlayerEditHint}`);
    expect(await rows.count()).toBe(2);
    await waitForText(rows.nth(0).locator('.game-player__name'), `Anna, ${t.gamePlayerEditHint}`);
    expect(await toGame.isEnabled()).toBe(true);

    // Escape cancels; Enter commits (trimmed); 'Zum Spiel' waits while a row is edited.
    await rows.nth(0).locator('.game-player__name').click();
    const rename = a.getByLabel(t.gamePlayerRenameLabel.replace('{name}', 'Anna'));
    await rename.fill('Anastasia');
    expect(await toGame.isDisabled()).toBe(true);
    await rename.press('Escape');
    await waitForText(rows.nth(0).locator('.game-player__name'), `Anna, ${t.gamePlayerEditHint}`);
    expect(await a.evaluate(() => document.activeElement?.textContent)).toContain('Anna');
    await rows.nth(0).locator('.game-player__name').click();
    await rename.fill(' Anja ');
    await rename.press('Enter');
    await waitForText(rows.nth(0).locator('.game-player__name'), `Anja, ${t.gamePlayerEditHint}`);
    // An emptied name cancels; losing focus commits.
    await rows.nth(1).locator('.game-player__name').click();
    const renameBen = a.getByLabel(t.gamePlayerRenameLabel.replace('{name}', 'Ben'));
    await renameBen.fill('  ');
    await renameBen.press('Enter');
    await waitForText(rows.nth(1).locator('.game-player__name'), `Ben, ${t.gamePlayerEditHint}`);
    // Clicking a row while the add field has text first adds that player.
    await addField.fill('Cleo');
    await rows.nth(0).locator('.game-player__name').click();
    await waitForText(rows.nth(2).locator('.game-player__name'), `Cleo, ${t.gamePlayerEditHint}`);
    await a.getByLabel(t.gamePlayerRenameLabel.replace('{name}', 'Anja')).blur();
    await waitUntil(a, () => document.querySelector('.game-player__input') === null);
    await rows.filter({ hasText: 'Cleo' }).getByRole('button', { name: 'Spieler entfernen' }).click();
    await waitUntil(a, () => document.querySelectorAll('.game-player').length === 2);
    await expectNoAxeViolations(a, 'players');
    await toGame.click();

    // --- share --------------------------------------------------------------------------------
    await waitForPath(a, PATHS.de.share);
    const link = `${baseUrl}/de/game?id=${gameId}`;
    const linkField = a.getByLabel(t.gameLinkLabel);
    await linkField.waitFor();
    expect(await linkField.inputValue()).toBe(link);
    const qr = a.getByRole('img', { name: t.gameQrAlt });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([180, 180]);
    await expectNoAxeViolations(a, 'share');
    // No share sheet on this phone: 'Teilen' copies the link and says 'Kopiert!' for 2 s.
    const shareButton = a.locator('.game-share');
    await waitForText(shareButton, 'Teilen');
    const clicked = Date.now();
    await shareButton.click();
    await waitForText(shareButton, 'Kopiert!');
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await waitForText(shareButton, 'Teilen');
    const shown = Date.now() - clicked;
    expect(shown).toBeGreaterThanOrEqual(1900);
    expect(shown).toBeLessThan(4000);

    // --- phone B opens the shared link ---------------------------------------------------------
    await b.goto(link);
    await waitForPath(b, PATHS.de.share);
    expect(await b.evaluate(() => localStorage.getItem('currentGameId'))).toBe(gameId);
    await b.getByRole('button', { name: 'Zum Spiel' }).waitFor();

    // Players added, renamed and removed on one phone appear on the other.
    await b.goto(`${baseUrl}/de/~urban-golf-edit`);
    await waitForPath(b, PATHS.de.edit);
    await a.goto(`${baseUrl}/de/~urban-golf-edit`);
    await waitForPath(a, PATHS.de.edit);
    const addB = b.getByLabel(t.gameAddPlayerLabel);
    await waitUntil(b, () => !document.querySelector<HTMLInputElement>('.game-add input')?.disabled);
    await addB.fill('Dario');
    await addB.press('Enter');
    await a.locator('.game-player', { hasText: 'Dario' }).waitFor({ timeout: WAIT_MS });
    await a.locator('.game-player', { hasText: 'Dario' }).locator('.game-player__name').click();
    const renameDario = a.getByLabel(t.gamePlayerRenameLabel.replace('{name}', 'Dario'));
    await renameDario.fill('Dario R.');
    await renameDario.press('Enter');
    await b.locator('.game-player', { hasText: 'Dario R.' }).waitFor({ timeout: WAIT_MS });
    await b
      .locator('.game-player', { hasText: 'Dario R.' })
      .getByRole('button', { name: 'Spieler entfernen' })
      .click();
    await waitUntil(a, () => document.querySelectorAll('.game-player').length === 2);

    // --- play ---------------------------------------------------------------------------------
    await a.goto(`${baseUrl}/de/~urban-golf-share`);
    await a.getByRole('button', { name: 'Zum Spiel' }).click();
    await waitForPath(a, PATHS.de.play);
    await b.goto(`${baseUrl}/de/~urban-golf-play`);
    await waitForPath(b, PATHS.de.play);
    await plus(a, 'de', 'Anja').waitFor();
    await plus(b, 'de', 'Ben').waitFor();
    const holes = await a.locator('.hole-dot').count();
    expect(holes).toBeGreaterThanOrEqual(2);
    expect(await dot(a, 1).getAttribute('aria-current')).toBe('step');
    expect(await minus(a, 'de', 'Anja').isDisabled()).toBe(true);
    await expectNoAxeViolations(a, 'play');

    // Hole 1: taps on both phones, each seen live on the other; minus goes back; both phones
    // tapping at once both count.
    await tap(a, 'de', 'Anja', 2);
    await waitForText(countOf(b, 'Anja'), 'Anja: 2');
    await tap(b, 'de', 'Ben', 3);
    await waitForText(countOf(a, 'Ben'), 'Ben: 3');
    await minus(b, 'de', 'Ben').click();
    await waitForText(countOf(a, 'Ben'), 'Ben: 2');
    await Promise.all([plus(a, 'de', 'Anja').click(), plus(b, 'de', 'Anja').click()]);
    await waitForText(countOf(a, 'Anja'), 'Anja: 4');
    await waitForText(countOf(b, 'Anja'), 'Anja: 4');
    await waitUntil(a, () => document.querySelector('.hole-dot')?.getAttribute('data-state') === 'complete');

    // Hole 2 on phone A only for Anja: partial, and Ben's total is marked incomplete.
    await goToHole(a, 2);
    await tap(a, 'de', 'Anja', 3);
    expect(await dot(a, 2).getAttribute('data-state')).toBe('partial');
    const board = a.locator('.leaderboard');
    await a.locator('.score-tracker--table').scrollIntoViewIfNeeded();
    await board.waitFor({ timeout: WAIT_MS });
    await waitForText(board.locator('tbody tr').nth(0).locator('th'), 'Ben');
    expect(await board.locator('tbody tr').nth(0).locator('td').last().textContent()).toBe(
      `2* (${t.gameIncompleteMark})`,
    );
    await a.getByText(t.gameMissingScores).waitFor();
    expect(await a.getByRole('button', { name: t.gameToCoupon }).count()).toBe(0);

    // A reloads in the middle of the round: same hole, same scores, and play goes on.
    await a.reload();
    // The browser restores the scroll position (at the leaderboard): islands hydrate when visible.
    await a.locator('.score-tracker--card').scrollIntoViewIfNeeded();
    await plus(a, 'de', 'Anja').waitFor();
    await waitForText(countOf(a, 'Anja'), 'Anja: 3');
    expect(await dot(a, 2).getAttribute('aria-current')).toBe('step');
    await goToHole(b, 2);
    await tap(b, 'de', 'Ben', 2);
    await waitForText(countOf(a, 'Ben'), 'Ben: 2');

    // The remaining holes: Anja on phone A, Ben on phone B; Ben ends with fewer strokes.
    const anja = [4, 3];
    const ben = [2, 2];
    for (let number = 3; number <= holes; number++) {
      await goToHole(a, number);
      await goToHole(b, number);
      await tap(a, 'de', 'Anja', 2);
      await tap(b, 'de', 'Ben', 1);
      anja.push(2);
      ben.push(1);
      await a.waitForFunction(
        (n) => document.querySelectorAll('.hole-dot')[n - 1]?.getAttribute('data-state') === 'complete',
        number,
        { timeout: WAIT_MS },
      );
    }
    const total = (list: number[]) => list.reduce((sum, n) => sum + n, 0);

    // --- leaderboard and coupon ----------------------------------------------------------------
    await a.locator('.score-tracker--table').scrollIntoViewIfNeeded();
    const toCoupon = a.getByRole('button', { name: t.gameToCoupon });
    await toCoupon.waitFor({ timeout: WAIT_MS });
    await b.locator('.score-tracker--table').scrollIntoViewIfNeeded();
    await b.getByRole('button', { name: t.gameToCoupon }).waitFor({ timeout: WAIT_MS });
    const firstRow = board.locator('tbody tr').nth(0);
    await waitForText(firstRow.locator('th'), 'Ben');
    expect((await firstRow.locator('td').last().textContent())?.trim()).toBe(String(total(ben)));
    expect((await board.locator('tbody tr').nth(1).locator('td').last().textContent())?.trim()).toBe(
      String(total(anja)),
    );
    expect(await a.getByText(t.gameMissingScores).count()).toBe(0);
    await expectNoAxeViolations(a, 'play (finished)');

    await toCoupon.click();
    await waitForPath(a, PATHS.de.coupon);
    expect(await a.evaluate(() => sessionStorage.getItem('couponVisited'))).toBe(gameId);
    await a.getByText(t.gameWinner.replace('{names}', 'Ben')).waitFor();
    await a.getByText(t.gameCongratulations).waitFor();
    const createdAt = await a.evaluate(
      (id) =>
        (JSON.parse(localStorage.getItem(`gameState:${id}`) ?? '{}') as { game?: { createdAt: string } }).game
          ?.createdAt ?? '',
      gameId,
    );
    await a.getByText(t.gamePlayedOn.replace('{date}', gameDate(createdAt, 'de'))).waitFor();
    // Confetti for 3 s, then it is gone.
    await a.locator('canvas.game-confetti').waitFor({ state: 'attached', timeout: WAIT_MS });
    await a.locator('canvas.game-confetti').waitFor({ state: 'detached', timeout: 6000 });
    await expectNoAxeViolations(a, 'coupon');
    await a.getByRole('button', { name: t.gameBackToMap }).click();
    await waitForPath(a, PATHS.de.play);

    await contextA.close();
    await contextB.close();
  }, 240_000);

  it('sends a link to a game that does not exist to the root and forgets the stored id', async () => {
    const context = await phone('de', 'none');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/game?id=no-such-game`);
    await waitForPath(page, '/de/');
    await page.goto(`${baseUrl}/de/~urban-golf-play`);
    await page.evaluate(() => localStorage.setItem('currentGameId', 'gone-game'));
    await page.reload();
    await waitForPath(page, '/de/');
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBeNull();
    // Without any game the screens offer to start one.
    await page.goto(`${baseUrl}/de/~urban-golf-edit`);
    await page.getByText(gameTexts.de.gameNoGame).waitFor();
    await expectNoAxeViolations(page, 'players without a game');
    expect(pathOf(page)).toBe(PATHS.de.edit);
    await context.close();
  }, 60_000);
});

describe('urban golf (en)', () => {
  const t = gameTexts.en;

  it('plays a short round in English with the share sheet (and no confetti for reduced motion)', async () => {
    const context = await phone('en', 'record', 'reduce');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/~urban-golf-start`);
    await waitForPath(page, PATHS.en.start);
    await page.getByText(t.gameStartText).waitFor();
    await waitUntil(page, () => !document.querySelector<HTMLButtonElement>('.game__primary')?.disabled);
    await page.getByRole('button', { name: t.gameStartButton }).click();

    await waitForPath(page, PATHS.en.edit);
    await page.getByRole('heading', { level: 1, name: 'Players' }).waitFor();
    const add = page.getByLabel(t.gameAddPlayerLabel);
    await waitUntil(page, () => !document.querySelector<HTMLInputElement>('.game-add input')?.disabled);
    await add.fill('Emma');
    await add.press('Enter');
    await page.getByRole('button', { name: 'Remove player' }).waitFor();
    await expectNoAxeViolations(page, 'players (en)');
    await page.getByRole('button', { name: 'To the game' }).click();

    await waitForPath(page, PATHS.en.share);
    const gameId = await page.evaluate(() => localStorage.getItem('currentGameId'));
    await page.getByRole('img', { name: t.gameQrAlt }).waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = await page.evaluate(() => (navigator as Navigator & { shared?: unknown[] }).shared);
    expect(shared).toEqual([{ text: 'Join my Urban Golf game!', url: `${baseUrl}/en/game?id=${gameId}` }]);
    expect(await page.locator('.game-share').textContent()).toBe('Share');
    await page.getByRole('button', { name: 'To the game' }).click();

    await waitForPath(page, PATHS.en.play);
    await plus(page, 'en', 'Emma').waitFor();
    const holes = await page.locator('.hole-dot').count();
    for (let number = 1; number <= holes; number++) {
      if (number > 1) await goToHole(page, number);
      await tap(page, 'en', 'Emma', 2);
    }
    await page.locator('.score-tracker--table').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: t.gameToCoupon }).click();

    await waitForPath(page, PATHS.en.coupon);
    await page.getByText(t.gameWinner.replace('{names}', 'Emma')).waitFor();
    const createdAt = await page.evaluate(
      (id) =>
        (JSON.parse(localStorage.getItem(`gameState:${id}`) ?? '{}') as { game?: { createdAt: string } }).game
          ?.createdAt ?? '',
      gameId,
    );
    await page.getByText(t.gamePlayedOn.replace('{date}', gameDate(createdAt, 'en'))).waitFor();
    expect(await page.locator('canvas.game-confetti').count()).toBe(0);
    await expectNoAxeViolations(page, 'coupon (en)');
    await context.close();
  }, 120_000);
});
