/**
 * Map markers (visitor spec §3 Map marker): every point of interest of every hole becomes one
 * marker with its hole's number, icon and popup; markers on the same spot (within 0.0001°, e.g.
 * the end of one hole and the start of the next) are drawn once, the others kept as its pairs.
 * Pure: no DOM, no map library.
 */
import { MAP_DEFAULTS, type LngLat } from './constants.ts';

export const MARKER_ICONS = ['start', 'end', 'party', 'default'] as const;
export type MarkerIcon = (typeof MARKER_ICONS)[number];

/** A point of interest as the editor stores it (editor spec §3 Point of interest). */
export interface PointOfInterest {
  latitude: number;
  longitude: number;
  icon?: 'start' | 'end' | 'party' | undefined;
}

export interface MapMarker {
  lng: number;
  lat: number;
  /** The hole's number (1-based), or the point's number on a plain points map. */
  number: number;
  icon: MarkerIcon;
  /** Other markers share this spot; they are listed in `pairs`. */
  hasPair: boolean;
  popupText: string;
  /** Image shown in the popup. */
  publicUrl: string | null;
  /** Link shown in the popup. */
  pageUrl: string | null;
  pageUrlLabel: string | null;
  /** The hole page this marker belongs to (null on a plain points map). */
  pageId: string | null;
  /** Markers dropped onto this one by the de-duplication, in their original order. */
  pairs: MapMarker[];
}

/** What a hole contributes to the markers. */
export interface MarkerSource {
  pageId: string | null;
  number: number;
  title: string;
  imageUrl: string | null;
  href: string | null;
  hrefLabel: string | null;
  pointsOfInterest: readonly PointOfInterest[];
}

/** The markers of one hole: one per point of interest, in the editor's order. */
export function holeMarkers(source: MarkerSource): MapMarker[] {
  return source.pointsOfInterest.filter(isFinitePoint).map((poi) => ({
    lng: poi.longitude,
    lat: poi.latitude,
    number: source.number,
    icon: poi.icon ?? 'default',
    hasPair: false,
    popupText: source.title,
    publicUrl: source.imageUrl,
    pageUrl: source.href,
    pageUrlLabel: source.href ? source.hrefLabel : null,
    pageId: source.pageId,
    pairs: [],
  }));
}

function isFinitePoint(poi: PointOfInterest): boolean {
  return (
    Number.isFinite(poi.longitude) &&
    Number.isFinite(poi.latitude) &&
    Math.abs(poi.longitude) <= 180 &&
    Math.abs(poi.latitude) <= 90
  );
}

// Floating point: 8.7242 - 8.7241 is 0.00010000000000331966; the spec's 0.0001 means "that close".
const EPSILON = 1e-9;

/** Whether two positions are within `tolerance` degrees on both axes. */
export function isSameSpot(
  a: { lng: number; lat: number },
  b: { lng: number; lat: number },
  tolerance: number = MAP_DEFAULTS.markerTolerance,
): boolean {
  return Math.abs(a.lng - b.lng) <= tolerance + EPSILON && Math.abs(a.lat - b.lat) <= tolerance + EPSILON;
}

/**
 * Draws markers on the same spot once. The first marker at a spot is kept (with `hasPair` and the
 * later ones in `pairs`); order is preserved; no marker is lost; no two kept markers are within
 * the tolerance of each other.
 *
 * @example
 * dedupeMarkers([end1, start2]); // [{ ...end1, hasPair: true, pairs: [start2] }] when on one spot
 */
export function dedupeMarkers(
  markers: readonly MapMarker[],
  tolerance: number = MAP_DEFAULTS.markerTolerance,
): MapMarker[] {
  const kept: MapMarker[] = [];
  for (const marker of markers) {
    const host = kept.find((k) => isSameSpot(k, marker, tolerance));
    const flat = [{ ...marker, hasPair: false, pairs: [] }, ...marker.pairs];
    if (host) {
      host.pairs.push(...flat);
      host.hasPair = true;
    } else {
      kept.push({ ...marker, hasPair: marker.pairs.length > 0, pairs: [...marker.pairs] });
    }
  }
  return kept;
}

/** The numbers a marker stands for, e.g. [1, 2] for the end of hole 1 on the start of hole 2. */
export function markerNumbers(marker: MapMarker): number[] {
  return [...new Set([marker.number, ...marker.pairs.map((p) => p.number)])];
}

/**
 * Where the map flies for a hole: its first point of interest, else the start of its route.
 */
export function focusPoint(
  pointsOfInterest: readonly PointOfInterest[],
  route: readonly LngLat[] | null,
): LngLat | null {
  const first = pointsOfInterest.find(isFinitePoint);
  if (first) return [first.longitude, first.latitude];
  return route?.[0] ?? null;
}
