/**
 * Route geometry for texts and sketches: the length of a route on the ground, and a projection of
 * a route and its points into a small box (the static route sketch on a hole's page). Pure.
 */
import type { LngLat } from './constants.ts';

/** Mean earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two positions, in metres. */
export function distanceMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a route along its points, in metres (0 for fewer than two points). */
export function routeLengthMetres(route: readonly LngLat[] | null | undefined): number {
  if (!route) return 0;
  let total = 0;
  for (let i = 1; i < route.length; i++) total += distanceMetres(route[i - 1]!, route[i]!);
  return total;
}

/** A route length rounded for display: to 10 m below 1 km, else to 100 m (in metres). */
export function roundedLength(metres: number): number {
  return metres < 1000 ? Math.round(metres / 10) * 10 : Math.round(metres / 100) * 100;
}

export interface Projection {
  /** Box coordinates of a position (y grows downwards). */
  project: (point: LngLat) => { x: number; y: number };
}

/**
 * Fits positions into a `width` × `height` box with `padding`, keeping the shape (east-west
 * distances shrink with cos(latitude)) and centring it. Null when there are no positions.
 */
export function fitProjection(
  points: readonly LngLat[],
  width: number,
  height: number,
  padding: number,
): Projection | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const kx = Math.cos(rad((south + north) / 2));
  const spanX = (east - west) * kx;
  const spanY = north - south;
  const innerW = Math.max(0, width - 2 * padding);
  const innerH = Math.max(0, height - 2 * padding);
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const s = Number.isFinite(scale) ? scale : 0;
  const offsetX = (width - spanX * s) / 2;
  const offsetY = (height - spanY * s) / 2;
  return {
    project: ([lng, lat]) => ({ x: offsetX + (lng - west) * kx * s, y: offsetY + (north - lat) * s }),
  };
}

/** An SVG path through box points ('M x y L x y ...'), rounded to 0.1. */
export function svgPath(points: readonly { x: number; y: number }[]): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)} ${r(p.y)}`).join(' ');
}
