/**
 * The holes of an urban golf game as the score card shows them (visitor spec §4 Score, Page dots):
 * the pages of the 'map' collection in position order, which one is current, the state of each
 * page dot, and which page's completeness is reported to the game (the second-last one).
 */
import { collectionItems } from '../../lib/collections.ts';
import { fieldText, type Locale, type PageSnapshot } from '../../lib/content.ts';
import { pageDotState, type PageDotState } from '../scores.ts';
import type { HoleScore, Player } from '../protocol.ts';

/** One hole: a page of the 'map' collection. */
export interface HolePage {
  /** The page id; hole scores are kept under it. */
  id: string;
  /** 1-based, in the collection's order. */
  number: number;
  /** Its mapDetails title (as the map's drawer shows it), else the page's name; '' when neither. */
  name: string;
}

/** A page dot: its hole, its score state and whether it is the current hole. */
export interface HoleDot {
  hole: HolePage;
  state: PageDotState;
  active: boolean;
}

/**
 * The game's holes in a locale, in the map collection's order.
 *
 * @example
 * holePages(site.pages, 'de').map((h) => h.number); // [1, 2, 3, 4, 5, 6]
 */
export function holePages(pages: readonly PageSnapshot[], locale: Locale): HolePage[] {
  return collectionItems(pages, 'map', locale).map(({ page, details }, index) => ({
    id: page.id,
    number: index + 1,
    name: fieldText(details?.fields['title'], locale) ?? page.meta.name[locale] ?? '',
  }));
}

/**
 * The current hole: the chosen one if it is a hole of this game, else the first.
 *
 * @example
 * currentHole(null, holes)?.number; // 1
 */
export function currentHole(activeId: string | null, holes: readonly HolePage[]): HolePage | null {
  return holes.find((hole) => hole.id === activeId) ?? holes[0] ?? null;
}

/**
 * The hole whose completeness is reported to the game (spec §4: the second-last page; the last
 * page of a round is where it ends). A round of one hole reports that hole.
 *
 * @example
 * reportedHole(holes)?.number; // 5 of 6
 */
export function reportedHole(holes: readonly HolePage[]): HolePage | null {
  return holes.length >= 2 ? (holes[holes.length - 2] ?? null) : (holes[0] ?? null);
}

/**
 * The page dots of all holes.
 *
 * @example
 * holeDots(holes, 'page-hole-2', players, scores)[1]; // { hole, state: 'partial', active: true }
 */
export function holeDots(
  holes: readonly HolePage[],
  activeId: string | null,
  players: readonly Player[],
  scores: readonly HoleScore[],
): HoleDot[] {
  const current = currentHole(activeId, holes);
  return holes.map((hole) => ({
    hole,
    state: pageDotState(hole.id, players, scores),
    active: hole.id === current?.id,
  }));
}
