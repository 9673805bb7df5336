/**
 * Bounding boxes for fitting the course into view. Points outside the map's limits (5–11 E,
 * 45–48 N) are bad data (a swapped pair, a typo) and are left out instead of dragging the view
 * across Europe. Pure.
 */
import { MAP_DEFAULTS, type Bounds, type LngLat } from './constants.ts';

/** Whether a point lies inside (or on the edge of) a box. */
export function isWithin([lng, lat]: LngLat, [[west, south], [east, north]]: Bounds): boolean {
  return lng >= west && lng <= east && lat >= south && lat <= north;
}

/**
 * The smallest box holding every point that lies within `limits`; null when none does.
 *
 * @example
 * boundsOf([[8.72, 47.49], [8.73, 47.5]]); // [[8.72, 47.49], [8.73, 47.5]]
 */
export function boundsOf(points: Iterable<LngLat>, limits: Bounds = MAP_DEFAULTS.maxBounds): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const point of points) {
    if (!Number.isFinite(point[0]) || !Number.isFinite(point[1]) || !isWithin(point, limits)) continue;
    west = Math.min(west, point[0]);
    east = Math.max(east, point[0]);
    south = Math.min(south, point[1]);
    north = Math.max(north, point[1]);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/** Moves a point onto the nearest edge of a box when it lies outside. */
export function clampTo([lng, lat]: LngLat, [[west, south], [east, north]]: Bounds): LngLat {
  return [Math.min(east, Math.max(west, lng)), Math.min(north, Math.max(south, lat))];
}
