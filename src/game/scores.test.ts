/** Tests for the score selectors: score of a page, summaries, leaderboard order, page dots. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoleScore, Player } from './protocol.ts';
import { firstPlace, hasAnyEntry, leaderboard, pageDotState, playerSummaries, scoreOf } from './scores.ts';

const AT = '2026-11-22T10:00:00.000Z';
const player = (id: string, playerName = id): Player => ({ id, playerName, createdAt: AT });
const hole = (pageId: string, playerId: string, score: number): HoleScore => ({
  pageId,
  playerId,
  score,
  updatedAt: AT,
});

const anna = player('anna', 'Anna');
const ben = player('ben', 'Ben');
const cleo = player('cleo', 'Cleo');

describe('scoreOf', () => {
  it('reads a row and defaults to 0', () => {
    const holes = [hole('h1', 'anna', 3), hole('h2', 'anna', 0)];
    expect(scoreOf(holes, 'h1', 'anna')).toBe(3);
    expect(scoreOf(holes, 'h2', 'anna')).toBe(0);
    expect(scoreOf(holes, 'h1', 'ben')).toBe(0);
  });
});

describe('playerSummaries', () => {
  it('sums scores, counts pages above 0, and marks who has the highest count as complete', () => {
    const holes = [hole('h1', 'anna', 3), hole('h2', 'anna', 2), hole('h1', 'ben', 4), hole('h2', 'ben', 0)];
    expect(playerSummaries([anna, ben, cleo], holes)).toEqual([
      { playerId: 'anna', totalScore: 5, entriesCount: 2, isComplete: true },
      { playerId: 'ben', totalScore: 4, entriesCount: 1, isComplete: false },
      { playerId: 'cleo', totalScore: 0, entriesCount: 0, isComplete: false },
    ]);
  });

  it('marks everyone complete when nobody has an entry', () => {
    expect(playerSummaries([anna, ben], []).every((s) => s.isComplete)).toBe(true);
  });

  it('ignores rows of players not in the list', () => {
    expect(playerSummaries([anna], [hole('h1', 'ghost', 9)])).toEqual([
      { playerId: 'anna', totalScore: 0, entriesCount: 0, isComplete: true },
    ]);
  });
});

describe('leaderboard', () => {
  it('sorts totals ascending, keeps the players order on ties, and ranks ties equally', () => {
    const holes = [hole('h1', 'anna', 5), hole('h1', 'ben', 3), hole('h1', 'cleo', 5)];
    expect(leaderboard([anna, ben, cleo], holes).map((r) => [r.playerName, r.totalScore, r.rank])).toEqual([
      ['Ben', 3, 1],
      ['Anna', 5, 2],
      ['Cleo', 5, 2],
    ]);
  });

  it('is sorted ascending for any scores', () => {
    const players = [anna, ben, cleo];
    const rowArbitrary = fc.record({
      pageId: fc.constantFrom('h1', 'h2', 'h3'),
      playerId: fc.constantFrom('anna', 'ben', 'cleo'),
      score: fc.nat(9),
    });
    fc.assert(
      fc.property(fc.uniqueArray(rowArbitrary, { selector: (r) => `${r.pageId}/${r.playerId}` }), (rows) => {
        const board = leaderboard(
          players,
          rows.map((r) => hole(r.pageId, r.playerId, r.score)),
        );
        expect(board).toHaveLength(3);
        for (let i = 1; i < board.length; i++) {
          expect(board[i - 1]?.totalScore).toBeLessThanOrEqual(board[i]?.totalScore ?? 0);
        }
        expect(board[0]?.rank).toBe(1);
      }),
    );
  });
});

describe('firstPlace', () => {
  it('is every row ranked first, and nothing without players', () => {
    const tied = [hole('h1', 'anna', 3), hole('h1', 'ben', 5), hole('h1', 'cleo', 3)];
    expect(firstPlace(leaderboard([anna, ben, cleo], tied)).map((r) => r.playerName)).toEqual([
      'Anna',
      'Cleo',
    ]);
    expect(firstPlace(leaderboard([], tied))).toEqual([]);
  });
});

describe('pageDotState', () => {
  it('is noScores without scores above 0 or without players', () => {
    expect(pageDotState('h1', [anna, ben], [hole('h1', 'anna', 0)])).toBe('noScores');
    expect(pageDotState('h1', [], [hole('h1', 'anna', 2)])).toBe('noScores');
  });

  it('is partial when some players have scored, complete when all have', () => {
    expect(pageDotState('h1', [anna, ben], [hole('h1', 'anna', 2), hole('h2', 'ben', 1)])).toBe('partial');
    expect(pageDotState('h1', [anna, ben], [hole('h1', 'anna', 2), hole('h1', 'ben', 1)])).toBe('complete');
  });
});

describe('hasAnyEntry', () => {
  it('needs a score above 0 of a current player', () => {
    expect(hasAnyEntry([anna], [hole('h1', 'anna', 0)])).toBe(false);
    expect(hasAnyEntry([anna], [hole('h1', 'ghost', 2)])).toBe(false);
    expect(hasAnyEntry([anna], [hole('h1', 'anna', 1)])).toBe(true);
  });
});
