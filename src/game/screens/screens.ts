/**
 * Where the game screens lead and what they show (visitor spec §2 Game screens, §4 Game
 * lifecycle, Leaderboard; §9 Game): the paths of the five game pages, which game a screen opens,
 * when the coupon is available, its winners and the game's date.
 */
import { BUSINESS_TIME_ZONE, intlLocale } from '../../lib/civil-date.ts';
import type { Locale } from '../../lib/content.ts';
import { firstPlace, hasAnyEntry, type LeaderboardRow } from '../scores.ts';
import type { HoleScore, Player } from '../protocol.ts';

/** The five game pages, by the last part of their role (`urban-golf-{screen}`). */
export const GAME_SCREENS = ['start', 'edit', 'share', 'play', 'coupon'] as const;
export type GameScreen = (typeof GAME_SCREENS)[number];

/** sessionStorage key set when the leaderboard's coupon button was used (spec §2 Play page). */
export const COUPON_VISITED_KEY = 'couponVisited';

/** How long the coupon's confetti shows, in ms. */
export const CONFETTI_MS = 3000;

/**
 * The path of a game page. The reserved slug `~urban-golf-{screen}` redirects to the page with
 * that role wherever the editor has put it, so islands need no map of roles to paths.
 *
 * @example
 * gameScreenPath('de', 'edit'); // '/de/~urban-golf-edit'
 */
export function gameScreenPath(locale: Locale, screen: GameScreen): string {
  return `/${locale}/~urban-golf-${screen}`;
}

/**
 * Where a missing game sends the player: the site's root in the locale.
 *
 * @example
 * rootPath('en'); // '/en/'
 */
export function rootPath(locale: Locale): string {
  return `/${locale}/`;
}

/**
 * The id of a game link's query (`?id=`), or null.
 *
 * @example
 * queryGameId('?id=k3v9q0'); // 'k3v9q0'
 */
export function queryGameId(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return id === '' ? null : id;
}

/**
 * The game a screen opens: the link's `?id=` first, else the one stored in this browser.
 *
 * @example
 * screenGameId('', 'k3v9q0'); // 'k3v9q0'
 */
export function screenGameId(search: string, storedId: string | null): string | null {
  return queryGameId(search) ?? storedId;
}

/**
 * Whether the leaderboard offers the coupon: at least one player has an entry and the
 * second-last hole was reported complete (spec §4 Page dots).
 *
 * @example
 * couponAvailable(players, holes, view.secondLastComplete); // true at the end of the round
 */
export function couponAvailable(
  players: readonly Player[],
  holes: readonly HoleScore[],
  secondLastComplete: boolean,
): boolean {
  return secondLastComplete && hasAnyEntry(players, holes);
}

/**
 * The coupon's winners: the leaderboard's first place (`firstPlace`, the rows the table shows
 * first), once it is final: every row in it has an entry and played every hole anyone played (a
 * total the table marks with * can only grow as the missing holes are entered, so it decides
 * nothing yet). None otherwise: the coupon waits until the leaders' totals are complete, and never
 * names anyone but the table's first.
 *
 * @example
 * winners(leaderboard(players, holes)).map((row) => row.playerName); // ['Anna']
 */
export function winners(rows: readonly LeaderboardRow[]): LeaderboardRow[] {
  const first = firstPlace(rows);
  const final = first.length > 0 && first.every((row) => row.isComplete && row.entriesCount > 0);
  return final ? first : [];
}

/**
 * Names joined as the locale lists them ('Anna und Ben', 'Anna and Ben').
 *
 * @example
 * listNames(['Anna', 'Ben', 'Cleo'], 'de'); // 'Anna, Ben und Cleo'
 */
export function listNames(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(names);
}

/**
 * The game's creation day as day/month/year in the locale (Swiss time), e.g. '22.11.2026'.
 *
 * @example
 * formatGameDate('2026-11-22T09:30:00.000Z', 'de'); // '22.11.2026'
 */
export function formatGameDate(createdAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(createdAt));
}

/**
 * Fills `{name}` placeholders of a dictionary text.
 *
 * @example
 * fillText('Loch {number}', { number: 3 }); // 'Loch 3'
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
