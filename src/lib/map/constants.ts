/**
 * The map's business constants (visitor spec §9 Map), in one place so the map, its drawers and
 * their tests agree. Coordinates are [longitude, latitude] (GeoJSON order), degrees.
 */

/** A position as [longitude, latitude]. */
export type LngLat = readonly [number, number];
/** A box as [south-west, north-east]. */
export type Bounds = readonly [LngLat, LngLat];

export const MAP_DEFAULTS = {
  /** Where the map opens when it has nothing to show: about Winterthur. */
  center: [8.72, 47.49] as LngLat,
  zoom: 5.5,
  minZoom: 5,
  /** The map never leaves 5–11 E, 45–48 N (Switzerland and a margin). */
  maxBounds: [
    [5, 45],
    [11, 48],
  ] as Bounds,
  /** Fitting the course into view: padding in px and the closest zoom it may use. */
  fitPadding: 50,
  fitMaxZoom: 16,
  /** Flying to the active hole's first marker. */
  flyZoom: 18,
  flyDurationMs: 800,
  /** Markers closer than this (degrees, both axes) are drawn as one. */
  markerTolerance: 0.0001,
  routeWidth: 5,
  routeOpacity: 0.7,
} as const;
