import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstPlace, hasAnyEntry, leaderboard } from '../scores.ts';
import type { HoleScore, Player } from '../protocol.ts';
import {
  CONFETTI_MS,
  couponAvailable,
  fillText,
  formatGameDate,
  gameScreenPath,
  listNames,
  queryGameId,
  rootPath,
  screenGameId,
  winners,
} from './screens.ts';

const at = '2026-11-22T10:00:00.000Z';
const players: Player[] = [
  { id: 'p1', playerName: 'Anna', createdAt: at },
  { id: 'p2', playerName: 'Ben', createdAt: at },
  { id: 'p3', playerName: 'Cleo', createdAt: at },
];
const score = (pageId: string, playerId: string, value: number): HoleScore => ({
  pageId,
  playerId,
  score: value,
  updatedAt: at,
});

describe('paths', () => {
  it('leads to the game pages through their reserved slugs, and to the root', () => {
    expect(gameScreenPath('de', 'edit')).toBe('/de/~urban-golf-edit');
    expect(gameScreenPath('en', 'coupon')).toBe('/en/~urban-golf-coupon');
    expect(rootPath('en')).toBe('/en/');
  });
});

describe('which game a screen opens', () => {
  it('prefers the link’s id over the stored one', () => {
    expect(queryGameId('?id=k3v9q0')).toBe('k3v9q0');
    expect(queryGameId('?id=%20')).toBeNull();
    expect(queryGameId('')).toBeNull();
    expect(screenGameId('?id=abc', 'stored')).toBe('abc');
    expect(screenGameId('?other=1', 'stored')).toBe('stored');
    expect(screenGameId('', null)).toBeNull();
  });
});

describe('coupon', () => {
  it('is available with an entry and the second-last hole complete', () => {
    const holes = [score('h1', 'p1', 2)];
    expect(couponAvailable(players, holes, true)).toBe(true);
    expect(couponAvailable(players, holes, false)).toBe(false);
    expect(couponAvailable(players, [score('h1', 'p1', 0)], true)).toBe(false);
    expect(couponAvailable([], holes, true)).toBe(false);
  });

  it('names the players with the fewest strokes, all of them when tied', () => {
    const holes = [score('h1', 'p1', 4), score('h1', 'p2', 2), score('h1', 'p3', 3)];
    expect(winners(leaderboard(players, holes)).map((r) => r.playerName)).toEqual(['Ben']);
    const tied = [score('h1', 'p1', 2), score('h1', 'p2', 2), score('h1', 'p3', 3)];
    expect(winners(leaderboard(players, tied)).map((r) => r.playerName)).toEqual(['Anna', 'Ben']);
    expect(winners(leaderboard(players, []))).toEqual([]);
  });

  it('names nobody while the table’s first has holes missing, and never anyone else', () => {
    // Cleo skipped hole 2: the table shows her first (2*), so the coupon waits for her score.
    const skipped = [score('h1', 'p1', 3), score('h2', 'p1', 3), score('h1', 'p2', 4), score('h2', 'p2', 2)];
    const rows = leaderboard(players, [...skipped, score('h1', 'p3', 2)]);
    expect(rows[0]?.playerName).toBe('Cleo');
    expect(winners(rows)).toEqual([]);
    // Her score comes in: the table's first is final, and it is who the coupon names.
    const entered = leaderboard(players, [...skipped, score('h1', 'p3', 2), score('h2', 'p3', 5)]);
    expect(entered.map((r) => r.playerName)).toEqual(['Anna', 'Ben', 'Cleo']);
    expect(winners(entered).map((r) => r.playerName)).toEqual(['Anna', 'Ben']);
  });

  it('agrees with the table when holes 1-5 are complete and only one player is on hole 6', () => {
    const holes = ['h1', 'h2', 'h3', 'h4', 'h5'].flatMap((page) => [
      score(page, 'p1', 3),
      score(page, 'p2', 2),
      score(page, 'p3', 4),
    ]);
    // Cleo alone has started hole 6: the table leads with Ben (10*), the coupon must not name Cleo.
    const midway = leaderboard(players, [...holes, score('h6', 'p3', 1)]);
    expect(midway[0]?.playerName).toBe('Ben');
    expect(winners(midway).map((r) => r.playerName)).not.toContain('Cleo');
    expect(winners(midway)).toEqual([]);
    // Everyone finished hole 6: the table's first wins.
    const done = leaderboard(players, [
      ...holes,
      score('h6', 'p1', 1),
      score('h6', 'p2', 4),
      score('h6', 'p3', 1),
    ]);
    expect(done.map((r) => [r.playerName, r.totalScore])).toEqual([
      ['Ben', 14],
      ['Anna', 16],
      ['Cleo', 21],
    ]);
    expect(winners(done).map((r) => r.playerName)).toEqual(['Ben']);
  });

  it('for any game: the coupon names exactly the table’s first place, or nobody yet', () => {
    const ids = ['p1', 'p2', 'p3', 'p4'];
    const game = fc.record({
      playerCount: fc.integer({ min: 0, max: ids.length }),
      rows: fc.uniqueArray(
        fc.record({
          pageId: fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h5', 'h6'),
          playerId: fc.constantFrom(...ids, 'gone'),
          score: fc.nat(6),
        }),
        { selector: (r) => `${r.pageId}/${r.playerId}` },
      ),
    });
    fc.assert(
      fc.property(game, ({ playerCount, rows }) => {
        const list = ids.slice(0, playerCount).map((id) => ({ id, playerName: id, createdAt: at }));
        const holes = rows.map((r) => score(r.pageId, r.playerId, r.score));
        const board = leaderboard(list, holes);
        const named = winners(board);
        if (named.length > 0) {
          // The coupon's winners are the rows the table shows first, all of them.
          expect(named).toEqual(firstPlace(board));
          expect(named[0]).toBe(board[0]);
          expect(board.slice(0, named.length)).toEqual(named);
          expect(named.every((row) => row.isComplete && row.entriesCount > 0)).toBe(true);
        }
        // When every player has played the same holes, a game with an entry has a winner.
        if (hasAnyEntry(list, holes) && board.every((row) => row.isComplete)) {
          expect(named.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lists names and dates as Intl does in the Swiss locales', () => {
    expect(listNames(['Anna', 'Ben'], 'de')).toBe(
      new Intl.ListFormat('de-CH', { type: 'conjunction' }).format(['Anna', 'Ben']),
    );
    expect(listNames(['Anna'], 'en')).toBe('Anna');
    const date = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        timeZone: 'Europe/Zurich',
      }).format(new Date(at));
    expect(formatGameDate(at, 'de')).toBe(date('de-CH'));
    expect(formatGameDate(at, 'en')).toBe(date('en-CH'));
    // Late in the evening in Switzerland is still that Swiss day.
    const newYear = formatGameDate('2026-12-31T23:30:00.000Z', 'de');
    expect(newYear).toBe(
      new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
        new Date(2027, 0, 1),
      ),
    );
    expect(newYear).toContain('2027');
    expect(CONFETTI_MS).toBe(3000);
  });
});

describe('fillText', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillText('Loch {number} von {total}', { number: 2, total: 6 })).toBe('Loch 2 von 6');
    expect(fillText('{name}: {x}', { name: 'Anna' })).toBe('Anna: {x}');
  });
});
