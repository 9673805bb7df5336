/**
 * Urban golf on two phones (two browser contexts, mobile viewport) against the real site, API and
 * game rooms: phone A creates a game and adds players, phone B opens the shared link, both score
 * and see each other's taps live, A reloads mid-round and carries on, the round is finished, the
 * leaderboard offers the coupon and the coupon shows the winner with confetti; axe finds no
 * violations on the game screens. A link that does not work says why and stays on the start page
 * (whose button starts a game); a stored game that no longer exists clears the stored id and leads
 * to the root. The shorter English pass is game-en.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import { randomGameId } from '../../src/game/ids.ts';
import { gameTexts } from '../../src/i18n/visitor/game.ts';
import {
  countOf,
  dot,
  expectNoAxeViolations,
  gameDate,
  goToHole,
  minus,
  pathOf,
  PATHS,
  plus,
  tap,
  launchPhones,
  waitForPath,
  waitForText,
  WAIT_MS,
  waitUntil,
} from './game-phones.ts';
import { intersects } from './browser.ts';

const baseUrl = inject('baseUrl');

const { phone } = launchPhones();

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
    // Said once, by the button (not again by a status line beside it).
    expect(await a.getByText('Kopiert!').count()).toBe(1);
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
    const note = a.getByText(t.gameMissingScores);
    await note.waitFor();
    expect(await a.getByRole('button', { name: t.gameToCoupon }).count()).toBe(0);
    // The floating booking button keeps its distance from the note, scrolled to or at the page's end.
    const booking = a.getByRole('button', { name: 'Buchung öffnen' });
    for (const place of ['note', 'end'] as const) {
      if (place === 'note') await note.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      else await a.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const [noteBox, buttonBox] = [await note.boundingBox(), await booking.boundingBox()];
      expect(noteBox && buttonBox && intersects(noteBox, buttonBox), place).toBe(false);
    }

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

  it('says why a game link does not work and stays; a stored game that is gone leads to the root', async () => {
    const context = await phone('de', 'none');
    const page = await context.newPage();
    const start = page.getByRole('button', { name: t.gameStartButton });

    // No game runs on this phone, and the link names none: it says so, and the start page stays.
    await page.goto(`${baseUrl}/de/game?id=${randomGameId()}`);
    await page.getByText(t.gameLinkNotFound).waitFor({ timeout: WAIT_MS });
    expect(pathOf(page)).toBe('/de/game');
    expect(await page.getByText(t.gameLinkKeptRunning).count()).toBe(0);
    await waitUntil(page, () => !document.querySelector<HTMLButtonElement>('.game__primary')?.disabled);
    await expectNoAxeViolations(page, 'link to no game');
    // Its button starts a game from here (the page was not sent anywhere meanwhile).
    await start.click();
    await waitForPath(page, PATHS.de.edit);
    const running = await page.evaluate(() => localStorage.getItem('currentGameId'));
    expect(running).toMatch(/^[a-z0-9]{20}$/);

    // A malformed id is an invalid link, not "no game with this number"; the running game stays.
    await page.goto(`${baseUrl}/de/game?id=abc`);
    await page.getByText(t.gameLinkInvalid).waitFor({ timeout: WAIT_MS });
    await page.getByText(t.gameLinkKeptRunning).waitFor();
    expect(await page.getByText(t.gameLinkNotFound).count()).toBe(0);
    expect(pathOf(page)).toBe('/de/game');
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBe(running);

    // The stored game no longer exists (spec §4 Game lifecycle): its id is cleared, off to the root.
    await page.goto(`${baseUrl}/de/~urban-golf-play`);
    await page.evaluate((id) => localStorage.setItem('currentGameId', id), randomGameId());
    await page.reload();
    await waitForPath(page, '/de/');
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBeNull();
    // Without any game the screens offer to start one.
    await page.goto(`${baseUrl}/de/~urban-golf-edit`);
    await page.getByText(gameTexts.de.gameNoGame).waitFor();
    await expectNoAxeViolations(page, 'players without a game');
    expect(pathOf(page)).toBe(PATHS.de.edit);
    await context.close();
  }, 90_000);
});
