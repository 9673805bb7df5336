/**
 * Star rounding for review ratings (visitor spec §9): a rating shows as 5 stars, whole stars for
 * its integer part and a half star when the rest is .5 or more. Pure.
 */

/** The number of stars every rating is drawn with. */
export const STAR_COUNT = 5;

export interface StarRow {
  full: number;
  half: 0 | 1;
  empty: number;
}

/**
 * The stars of a rating; values outside 0..5 (or not finite) are clamped first.
 *
 * @example
 * starsFor(4.5); // { full: 4, half: 1, empty: 0 }
 * starsFor(4.4); // { full: 4, half: 0, empty: 1 }
 */
export function starsFor(rating: number): StarRow {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STAR_COUNT) : 0;
  // Ratings arrive as decimals (4.5, 4.7): round to tenths so 4.49999 from a sum still reads 4.5.
  const tenths = Math.round(clamped * 10);
  const full = Math.floor(tenths / 10);
  const half: 0 | 1 = full < STAR_COUNT && tenths % 10 >= 5 ? 1 : 0;
  return { full, half, empty: STAR_COUNT - full - half };
}
