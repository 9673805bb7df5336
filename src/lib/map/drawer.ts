/**
 * The map drawers' rules (visitor spec §4 Map drawers, §9 Map): one drawer per hole side by side,
 * the active one in front and the others offset by 95% of a drawer's width each (so neighbours
 * peek); a horizontal swipe moves to the next or previous drawer; a vertical drag snaps the
 * drawer to 0.2 (peeking) or 1 (full screen). Pure: the view feeds pointer distances in.
 */

/** Heights a drawer rests at, as a share of the map's height (1: full screen). */
export const DRAWER_SNAP_POINTS = [0.2, 1] as const;
export type SnapPoint = (typeof DRAWER_SNAP_POINTS)[number];

/** How far each inactive drawer is shifted, in % of a drawer's width, per step from the active one. */
export const DRAWER_OFFSET_PERCENT = 95;
/** A horizontal swipe shorter than this (px) stays on the drawer (spec §9 swipe threshold). */
export const SWIPE_THRESHOLD_PX = 50;
/** Movement (px) before a drag decides whether it is horizontal or vertical. */
export const DRAG_SLOP_PX = 10;
/** A release faster than this (px/ms) counts as a flick in its direction. */
export const FLICK_VELOCITY = 0.5;

/** The horizontal offset of drawer `index` while `active` is in front, in % of its width. */
export function drawerOffset(index: number, active: number): number {
  return (index - active) * DRAWER_OFFSET_PERCENT;
}

/** Keeps an index within 0..count-1 (0 when there is nothing). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** Which way a drag goes once it moved more than the slop; null while undecided. */
export function dragAxis(dx: number, dy: number, slop: number = DRAG_SLOP_PX): 'x' | 'y' | null {
  if (Math.hypot(dx, dy) < slop) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/**
 * The drawer in front after a horizontal swipe of `dx` px (negative: to the left, showing the
 * next drawer). A swipe shorter than the threshold, or a flick against nothing, stays.
 *
 * @example
 * swipeTarget({ active: 0, count: 6, dx: -120 }); // 1
 * swipeTarget({ active: 0, count: 6, dx: 120 });  // 0 (there is nothing before the first)
 */
export function swipeTarget(input: {
  active: number;
  count: number;
  dx: number;
  /** Release velocity in px/ms (negative: to the left). */
  velocity?: number;
  threshold?: number;
}): number {
  const { active, count, dx, velocity = 0, threshold = SWIPE_THRESHOLD_PX } = input;
  const flick = Math.abs(velocity) >= FLICK_VELOCITY && Math.sign(velocity) === Math.sign(dx);
  if (Math.abs(dx) < threshold && !flick) return clampIndex(active, count);
  if (dx === 0) return clampIndex(active, count);
  return clampIndex(active + (dx < 0 ? 1 : -1), count);
}

/**
 * The snap point after a vertical drag of `dy` px (negative: upwards) from `from`, on a map
 * `height` px tall: a flick goes in its direction, otherwise the nearest snap point wins.
 *
 * @example
 * snapAfterDrag({ from: 0.2, dy: -400, height: 600 }); // 1
 * snapAfterDrag({ from: 1, dy: 100, height: 600 });    // 1
 */
export function snapAfterDrag(input: {
  from: SnapPoint;
  dy: number;
  height: number;
  /** Release velocity in px/ms (negative: upwards). */
  velocity?: number;
}): SnapPoint {
  const { from, dy, height, velocity = 0 } = input;
  if (Math.abs(velocity) >= FLICK_VELOCITY && Math.sign(velocity) === Math.sign(dy)) {
    return velocity < 0 ? 1 : 0.2;
  }
  if (!(height > 0)) return from;
  const share = from - dy / height;
  return Math.abs(share - 0.2) <= Math.abs(share - 1) ? 0.2 : 1;
}

/** The drawer a key moves to (arrows, Home, End); null for other keys. */
export function keyTarget(key: string, active: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampIndex(active - 1, count);
    case 'ArrowRight':
      return clampIndex(active + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return clampIndex(count - 1, count);
    default:
      return null;
  }
}
