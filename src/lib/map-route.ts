/**
 * The map route option's text format (editor spec §5). Editors paste a route from wherever they
 * have it: loose coordinate pairs copied from a map tool, a JSON array of pairs, or a GeoJSON
 * FeatureCollection exported from a route planner. All three become the stored
 * [longitude, latitude] pairs; anything else is refused with an error key (the editor shows its
 * text in the editor language), and an empty input clears the route. Pure: no DOM, no I/O.
 */

/** A coordinate pair as stored: [longitude, latitude] (GeoJSON order). */
export type CoordinatePair = [number, number];
export type MapRoute = CoordinatePair[];

/** Why a text is not a route in a known format (a dictionary key's suffix, shown after the invalid-format text). */
export type MapRouteFormatReason = 'tooFewPairs' | 'notFeatureCollection' | 'notLineString' | 'notJsonRoute';

export type MapRouteParse =
  | { ok: true; value: MapRoute | null }
  | { ok: false; error: 'invalidFormat'; reason: MapRouteFormatReason }
  | { ok: false; error: 'invalidCoordinates' };

/** The fewest pairs that make a route. */
export const MIN_ROUTE_PAIRS = 2;

/** Decimal pairs in free text: '8.7241, 47.4988', '8.7241 47.4988' (comma and/or spaces). */
const DECIMAL_PAIR = /(-?\d{1,3}\.\d+)(?:\s*[,;]\s*|\s+)(-?\d{1,3}\.\d+)/g;

function isPair(value: unknown): value is CoordinatePair {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** Longitude within -180..180, latitude within -90..90. */
function inRange([longitude, latitude]: CoordinatePair): boolean {
  return Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;
}

function checkPairs(list: unknown[]): MapRouteParse {
  if (list.length < MIN_ROUTE_PAIRS || !list.every(isPair) || !list.every(inRange)) {
    return { ok: false, error: 'invalidCoordinates' };
  }
  return { ok: true, value: list.map(([lng, lat]) => [lng, lat]) };
}

function fromJson(json: unknown): MapRouteParse {
  if (Array.isArray(json)) {
    // A route wrapped once more ([[[lng, lat], ...]]) is unwrapped.
    const list = json.length === 1 && Array.isArray(json[0]) && Array.isArray(json[0][0]) ? json[0] : json;
    return checkPairs(list as unknown[]);
  }
  if (typeof json !== 'object' || json === null) {
    return { ok: false, error: 'invalidFormat', reason: 'notJsonRoute' };
  }
  const collection = json as { type?: unknown; features?: unknown };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return { ok: false, error: 'invalidFormat', reason: 'notFeatureCollection' };
  }
  const geometry = (
    collection.features[0] as { geometry?: { type?: unknown; coordinates?: unknown } } | undefined
  )?.geometry;
  if (geometry?.type !== 'LineString') return { ok: false, error: 'invalidFormat', reason: 'notLineString' };
  if (!Array.isArray(geometry.coordinates)) return { ok: false, error: 'invalidCoordinates' };
  // GeoJSON positions may carry an altitude: keep longitude and latitude.
  const pairs = geometry.coordinates.map((position: unknown) =>
    Array.isArray(position) && position.length === 3 ? position.slice(0, 2) : position,
  );
  return checkPairs(pairs);
}

/**
 * Parses the map route editor's text.
 *
 * - empty or whitespace: clears the route (`value: null`);
 * - JSON: an array of [longitude, latitude] pairs (one wrapping array is unwrapped), or a
 *   FeatureCollection whose first feature is a LineString; bad pairs give 'invalidCoordinates';
 * - other text: every decimal pair found in it, in order; more than one pair is needed.
 *
 * @example
 * parseMapRoute('8.72, 47.49\n8.73, 47.50'); // { ok: true, value: [[8.72, 47.49], [8.73, 47.5]] }
 * parseMapRoute('[[[8.72, 47.49], [8.73, 47.5]]]'); // same route
 * parseMapRoute('');                              // { ok: true, value: null }
 */
export function parseMapRoute(input: string): MapRouteParse {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  let json: unknown;
  let isJson = false;
  try {
    json = JSON.parse(text);
    isJson = true;
  } catch {
    // not JSON: look for coordinate pairs in the text below
  }
  if (isJson && typeof json === 'object' && json !== null) return fromJson(json);
  const pairs: CoordinatePair[] = [...text.matchAll(DECIMAL_PAIR)].map((m) => [Number(m[1]), Number(m[2])]);
  if (pairs.length < MIN_ROUTE_PAIRS) {
    const looksLikeJson = text.startsWith('[') || text.startsWith('{');
    return { ok: false, error: 'invalidFormat', reason: looksLikeJson ? 'notJsonRoute' : 'tooFewPairs' };
  }
  return pairs.every(inRange) ? { ok: true, value: pairs } : { ok: false, error: 'invalidCoordinates' };
}

/** The text the editor shows for a stored route: one JSON pair per line, '' for none. */
export function formatMapRoute(route: readonly CoordinatePair[] | null | undefined): string {
  if (!route || route.length === 0) return '';
  return `[\n${route.map(([lng, lat]) => `  [${lng}, ${lat}]`).join(',\n')}\n]`;
}
