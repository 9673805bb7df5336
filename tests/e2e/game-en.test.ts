/**
 * Urban golf in English, one phone with the share sheet and reduced motion, against the real site,
 * API and game rooms: a short round from the start screen to the coupon (no confetti), with axe on
 * the game screens. The full two-phone journey in German is game.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import { gameTexts } from '../../src/i18n/visitor/game.ts';
import {
  expectNoAxeViolations,
  gameDate,
  goToHole,
  PATHS,
  plus,
  tap,
  launchPhones,
  waitForPath,
  waitUntil,
} from './game-phones.ts';

const baseUrl = inject('baseUrl');

const { phone } = launchPhones();

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
