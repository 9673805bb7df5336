import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMapRoute, parseMapRoute, type CoordinatePair } from './map-route.ts';

const ROUTE: CoordinatePair[] = [
  [8.7241, 47.4988],
  [8.7302, 47.5012],
  [8.7355, 47.5033],
];

describe('parseMapRoute: clearing', () => {
  it('empty or whitespace clears the route (saves null)', () => {
    expect(parseMapRoute('')).toEqual({ ok: true, value: null });
    expect(parseMapRoute('  \n\t ')).toEqual({ ok: true, value: null });
  });
});

describe('parseMapRoute: decimal pairs found in text', () => {
  it('reads pairs separated by commas, semicolons or spaces, one or several per line', () => {
    expect(parseMapRoute('8.7241, 47.4988\n8.7302, 47.5012\n8.7355,47.5033')).toEqual({
      ok: true,
      value: ROUTE,
    });
    expect(parseMapRoute('8.7241 47.4988; 8.7302 47.5012 | 8.7355;47.5033')).toEqual({
      ok: true,
      value: ROUTE,
    });
    expect(parseMapRoute('Start: (8.7241, 47.4988) -> (8.7302, 47.5012)')).toEqual({
      ok: true,
      value: ROUTE.slice(0, 2),
    });
  });

  it('keeps negative coordinates', () => {
    expect(parseMapRoute('-0.1276, 51.5072\n-0.1, 51.6')).toEqual({
      ok: true,
      value: [
        [-0.1276, 51.5072],
        [-0.1, 51.6],
      ],
    });
  });

  it('needs more than one pair', () => {
    expect(parseMapRoute('8.7241, 47.4988')).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'tooFewPairs',
    });
    expect(parseMapRoute('Winterthur Altstadt')).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'tooFewPairs',
    });
    // Whole numbers are not decimal coordinates.
    expect(parseMapRoute('8, 47\n9, 48')).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'tooFewPairs',
    });
  });

  it('refuses pairs outside the coordinate ranges', () => {
    expect(parseMapRoute('8.1, 95.5\n8.2, 47.1')).toEqual({ ok: false, error: 'invalidCoordinates' });
    expect(parseMapRoute('181.5, 47.1\n8.2, 47.1')).toEqual({ ok: false, error: 'invalidCoordinates' });
  });
});

describe('parseMapRoute: JSON array of pairs', () => {
  it('reads an array of pairs, whole numbers included', () => {
    expect(parseMapRoute(JSON.stringify(ROUTE))).toEqual({ ok: true, value: ROUTE });
    expect(parseMapRoute('[[8, 47], [9, 48]]')).toEqual({
      ok: true,
      value: [
        [8, 47],
        [9, 48],
      ],
    });
  });

  it('unwraps a single wrapping array', () => {
    expect(parseMapRoute(JSON.stringify([ROUTE]))).toEqual({ ok: true, value: ROUTE });
  });

  it('refuses anything but pairs of numbers: Invalid coordinates format', () => {
    for (const bad of [
      '[[8.7, 47.4], [8.8]]',
      '[[8.7, 47.4], ["8.8", "47.5"]]',
      '[[8.7, 47.4, 3], [8.8, 47.5, 4], [1, 2]]',
      '[[8.7, 47.4]]',
      '[]',
      '[8.7, 47.4]',
      '[[[8.7, 47.4], [8.8, 47.5]], [[8.7, 47.4], [8.8, 47.5]]]',
      '[[8.7, 91], [8.8, 47.5]]',
    ]) {
      expect(parseMapRoute(bad), bad).toEqual({ ok: false, error: 'invalidCoordinates' });
    }
  });
});

describe('parseMapRoute: GeoJSON FeatureCollection', () => {
  const collection = (geometry: unknown, more: unknown[] = []) =>
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry }, ...more],
    });

  it('reads the first feature when it is a LineString', () => {
    expect(parseMapRoute(collection({ type: 'LineString', coordinates: ROUTE }))).toEqual({
      ok: true,
      value: ROUTE,
    });
  });

  it('drops altitudes and ignores later features', () => {
    const withAltitude = ROUTE.map(([lng, lat]) => [lng, lat, 440]);
    const point = { type: 'Feature', geometry: { type: 'Point', coordinates: [1.5, 2.5] } };
    expect(parseMapRoute(collection({ type: 'LineString', coordinates: withAltitude }, [point]))).toEqual({
      ok: true,
      value: ROUTE,
    });
  });

  it('refuses a first feature that is no LineString: Invalid format', () => {
    expect(parseMapRoute(collection({ type: 'Point', coordinates: [8.7, 47.4] }))).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'notLineString',
    });
    expect(parseMapRoute(JSON.stringify({ type: 'FeatureCollection', features: [] }))).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'notLineString',
    });
  });

  it('refuses other JSON objects: Invalid format', () => {
    expect(parseMapRoute(JSON.stringify({ type: 'LineString', coordinates: ROUTE }))).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'notFeatureCollection',
    });
    expect(parseMapRoute('{"route": 1}')).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'notFeatureCollection',
    });
  });

  it('refuses a LineString with bad coordinates: Invalid coordinates format', () => {
    expect(parseMapRoute(collection({ type: 'LineString', coordinates: [[8.7, 47.4]] }))).toEqual({
      ok: false,
      error: 'invalidCoordinates',
    });
    expect(parseMapRoute(collection({ type: 'LineString', coordinates: 'x' }))).toEqual({
      ok: false,
      error: 'invalidCoordinates',
    });
  });
});

describe('parseMapRoute: broken JSON', () => {
  it('falls back to the pairs it can find, else Invalid format', () => {
    expect(parseMapRoute('[[8.7241, 47.4988], [8.7302, 47.5012],]')).toEqual({
      ok: true,
      value: ROUTE.slice(0, 2),
    });
    expect(parseMapRoute('{"type": "FeatureCollection", ')).toEqual({
      ok: false,
      error: 'invalidFormat',
      reason: 'notJsonRoute',
    });
  });
});

describe('formatMapRoute', () => {
  it('shows nothing for no route', () => {
    expect(formatMapRoute(null)).toBe('');
    expect(formatMapRoute([])).toBe('');
  });

  it('round-trips through parseMapRoute', () => {
    const coordinate = (limit: number) =>
      fc
        .double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true })
        .map((n) => (Object.is(n, -0) ? 0 : n));
    const pair = fc.tuple(coordinate(180), coordinate(90));
    fc.assert(
      fc.property(fc.array(pair, { minLength: 2, maxLength: 30 }), (route) => {
        expect(parseMapRoute(formatMapRoute(route))).toEqual({ ok: true, value: route });
      }),
    );
  });
});
