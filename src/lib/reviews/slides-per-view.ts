/**
 * How many reviews the carousel shows side by side (visitor spec §9): 3 at a width of 1024 px or
 * more, 2 at 768 px or more, otherwise 1. Also its motion constants. Pure.
 */

/** Breakpoints (min width in px) and the items shown from there, widest first. */
export const REVIEW_BREAKPOINTS = [
  { minWidth: 1024, items: 3 },
  { minWidth: 768, items: 2 },
] as const;

/** Pixels a swipe must travel before it changes the slide. */
export const SWIPE_THRESHOLD_PX = 50;
/** Milliseconds a resize settles before the carousel measures again. */
export const RESIZE_DEBOUNCE_MS = 200;

/**
 * Items shown at a viewport width.
 *
 * @example
 * itemsPerWidth(1280); // 3
 * itemsPerWidth(800); // 2
 * itemsPerWidth(390); // 1
 */
export function itemsPerWidth(width: number): 1 | 2 | 3 {
  for (const point of REVIEW_BREAKPOINTS) if (width >= point.minWidth) return point.items;
  return 1;
}

/** The first slide index of the last full page: where "next" stops. */
export function lastStartIndex(count: number, perView: number): number {
  return Math.max(count - perView, 0);
}
