/**
 * Image board card heights (visitor spec §9): cards of a masonry image board take their image
 * height from a fixed cycle, so the columns stagger the same way on every build and in every
 * browser, without measuring anything at run time.
 */

/** The height cycle of image board cards in pixels, in order. */
export const IMAGE_CARD_HEIGHTS = [310, 266, 349, 231, 296, 324, 278] as const;

/**
 * The image height of the card at `index` (0-based): the cycle repeats after its last entry.
 * Negative or fractional indexes are normalised, so any index yields a height of the cycle.
 *
 * @example
 * imageCardHeight(0); // 310
 * imageCardHeight(7); // 310 again
 */
export function imageCardHeight(index: number): number {
  const n = IMAGE_CARD_HEIGHTS.length;
  const i = Number.isFinite(index) ? Math.trunc(index) : 0;
  return IMAGE_CARD_HEIGHTS[((i % n) + n) % n] as number;
}
