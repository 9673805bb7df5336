/**
 * Pure selectors over a game's players and hole rows, as the screens show them (spec visitor-site
 * §3 Player score summary, §4 Score, Page dots and Leaderboard). An "entry" is a page on which a
 * player has a score above 0. The leaderboard's first place (`firstPlace`) is the one rule for
 * who leads: the table highlights it and the coupon names it (`winners` in `screens/screens.ts`).
 */
import type { HoleScore, Player } from './protocol.ts';

/** One player's totals (spec §3 Player score summary). */
export interface PlayerSummary {
  playerId: string;
  /** Sum of the player's scores over all pages. */
  totalScore: number;
  /** Pages on which the player has a score above 0. */
  entriesCount: number;
  /** Whether `entriesCount` equals the highest count among the players (else the total gets a *). */
  isComplete: boolean;
}

/** A leaderboard line: a summary with the player's name and rank (equal totals share a rank). */
export interface LeaderboardRow extends PlayerSummary {
  playerName: string;
  rank: number;
}

/** The state of a page's dot in the pagination (besides `active`, which the screen knows). */
export type PageDotState = 'noScores' | 'partial' | 'complete';

/**
 * A player's score on a page; 0 when there is no row yet.
 *
 * @example
 * scoreOf(holes, 'page-hole-1', 'p1'); // 3
 */
export function scoreOf(holes: readonly HoleScore[], pageId: string, playerId: string): number {
  return holes.find((hole) => hole.pageId === pageId && hole.playerId === playerId)?.score ?? 0;
}

/**
 * Totals per player, in the players' order. A player is complete when their entries count equals
 * the highest count among all players (so with no entries at all, everyone is complete).
 *
 * @example
 * playerSummaries(players, holes);
 * // [{ playerId: 'p1', totalScore: 7, entriesCount: 3, isComplete: true }, ...]
 */
export function playerSummaries(players: readonly Player[], holes: readonly HoleScore[]): PlayerSummary[] {
  const counted = players.map((player) => {
    const rows = holes.filter((hole) => hole.playerId === player.id);
    return {
      playerId: player.id,
      totalScore: rows.reduce((sum, hole) => sum + hole.score, 0),
      entriesCount: rows.filter((hole) => hole.score > 0).length,
    };
  });
  const highest = Math.max(0, ...counted.map((summary) => summary.entriesCount));
  return counted.map((summary) => ({ ...summary, isComplete: summary.entriesCount === highest }));
}

/**
 * The leaderboard: totals ascending (first place has the fewest strokes). Equal totals keep the
 * players' order and share a rank (1, 1, 3).
 *
 * @example
 * leaderboard(players, holes)[0]?.playerName; // who leads (see firstPlace)
 */
export function leaderboard(players: readonly Player[], holes: readonly HoleScore[]): LeaderboardRow[] {
  const names = new Map(players.map((player) => [player.id, player.playerName]));
  const sorted = playerSummaries(players, holes)
    .map((summary, order) => ({ summary, order }))
    .sort((a, b) => a.summary.totalScore - b.summary.totalScore || a.order - b.order)
    .map(({ summary }) => summary);
  return sorted.map((summary) => ({
    ...summary,
    playerName: names.get(summary.playerId) ?? '',
    rank: sorted.findIndex((other) => other.totalScore === summary.totalScore) + 1,
  }));
}

/**
 * The leaderboard's first place: its rows ranked 1 (several when tied; none without players). The
 * table highlights exactly these rows, and the coupon names exactly these players once their
 * totals are final (`winners` in `screens/screens.ts`), so the two never disagree.
 *
 * @example
 * firstPlace(leaderboard(players, holes)).map((row) => row.playerName); // ['Ben']
 */
export function firstPlace(rows: readonly LeaderboardRow[]): LeaderboardRow[] {
  return rows.filter((row) => row.rank === 1);
}

/**
 * A page's dot: `noScores` when no player has a score above 0 there (or there are no players),
 * `complete` when every player has, `partial` otherwise.
 *
 * @example
 * pageDotState('page-hole-1', players, holes); // 'partial'
 */
export function pageDotState(
  pageId: string,
  players: readonly Player[],
  holes: readonly HoleScore[],
): PageDotState {
  const scored = players.filter((player) => scoreOf(holes, pageId, player.id) > 0).length;
  if (scored === 0) return 'noScores';
  return scored === players.length ? 'complete' : 'partial';
}

/**
 * Whether at least one player has an entry (one of the coupon button's two conditions, spec §4).
 *
 * @example
 * const showCoupon = hasAnyEntry(players, holes) && view.secondLastComplete;
 */
export function hasAnyEntry(players: readonly Player[], holes: readonly HoleScore[]): boolean {
  const ids = new Set(players.map((player) => player.id));
  return holes.some((hole) => hole.score > 0 && ids.has(hole.playerId));
}
