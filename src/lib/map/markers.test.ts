import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dedupeMarkers,
  focusPoint,
  holeMarkers,
  isSameSpot,
  markerNumbers,
  type MapMarker,
} from './markers.ts';

const marker = (lng: number, lat: number, number = 1, icon: MapMarker['icon'] = 'default'): MapMarker => ({
  lng,
  lat,
  number,
  icon,
  hasPair: false,
  popupText: `Loch ${number}`,
  publicUrl: null,
  pageUrl: null,
  pageUrlLabel: null,
  pageId: `page-${number}`,
  pairs: [],
});

describe('holeMarkers', () => {
  it('makes one marker per point of interest with the hole number, icon (default when none) and popup', () => {
    const markers = holeMarkers({
      pageId: 'page-hole-2',
      number: 2,
      title: 'Stadtkirche',
      imageUrl: '/demo/kirche.svg',
      href: '/de/map/stadtkirche',
      hrefLabel: 'Mehr zu diesem Loch',
      pointsOfInterest: [
        { longitude: 8.7291, latitude: 47.4994, icon: 'start' },
        { longitude: 8.7295, latitude: 47.4998 },
        { longitude: 8.7299, latitude: 47.5001, icon: 'end' },
      ],
    });
    expect(markers.map((m) => [m.lng, m.lat, m.number, m.icon])).toEqual([
      [8.7291, 47.4994, 2, 'start'],
      [8.7295, 47.4998, 2, 'default'],
      [8.7299, 47.5001, 2, 'end'],
    ]);
    expect(markers[0]).toMatchObject({
      popupText: 'Stadtkirche',
      publicUrl: '/demo/kirche.svg',
      pageUrl: '/de/map/stadtkirche',
      pageUrlLabel: 'Mehr zu diesem Loch',
      pageId: 'page-hole-2',
      hasPair: false,
    });
  });

  it('drops points that are not positions and gives no link label without a link', () => {
    const markers = holeMarkers({
      pageId: null,
      number: 1,
      title: 'x',
      imageUrl: null,
      href: null,
      hrefLabel: 'label',
      pointsOfInterest: [
        { longitude: Number.NaN, latitude: 47.5 },
        { longitude: 8.72, latitude: 95 },
        { longitude: 8.72, latitude: 47.5 },
      ],
    });
    expect(markers).toHaveLength(1);
    expect(markers[0]?.pageUrlLabel).toBeNull();
  });
});

describe('dedupeMarkers (tolerance 0.0001°)', () => {
  it('merges markers 0.0001° apart on both axes and keeps the first', () => {
    const end1 = marker(8.7241, 47.4988, 1, 'end');
    const start2 = marker(8.7242, 47.4989, 2, 'start');
    const [only, ...rest] = dedupeMarkers([end1, start2]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ number: 1, icon: 'end', hasPair: true });
    expect(only?.pairs.map((p) => [p.number, p.icon])).toEqual([[2, 'start']]);
    expect(markerNumbers(only!)).toEqual([1, 2]);
  });

  it('keeps markers further apart than the tolerance on either axis', () => {
    const a = marker(8.7241, 47.4988);
    expect(dedupeMarkers([a, marker(8.72421, 47.4988)])).toHaveLength(2);
    expect(dedupeMarkers([a, marker(8.7241, 47.49891)])).toHaveLength(2);
  });

  it('does not change its input', () => {
    const input = [marker(8.72, 47.5, 1), marker(8.72, 47.5, 2)];
    const copy = structuredClone(input);
    dedupeMarkers(input);
    expect(input).toEqual(copy);
  });

  const markersArb = fc.array(
    fc.record({
      // a small grid so that duplicates are common
      lng: fc.integer({ min: 0, max: 30 }).map((n) => 8.72 + n * 0.00005),
      lat: fc.integer({ min: 0, max: 30 }).map((n) => 47.497 + n * 0.00005),
      number: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 40 },
  );

  it('loses no marker, keeps order and leaves no two kept markers on one spot (property)', () => {
    fc.assert(
      fc.property(markersArb, (specs) => {
        const input = specs.map((s) => marker(s.lng, s.lat, s.number));
        const out = dedupeMarkers(input);
        expect(out.reduce((n, m) => n + 1 + m.pairs.length, 0)).toBe(input.length);
        for (let i = 0; i < out.length; i++)
          for (let j = i + 1; j < out.length; j++) expect(isSameSpot(out[i]!, out[j]!)).toBe(false);
        const firstIndex = out.map((m) => input.findIndex((x) => x.lng === m.lng && x.lat === m.lat));
        expect(firstIndex).toEqual([...firstIndex].sort((a, b) => a - b));
        for (const m of out) expect(m.hasPair).toBe(m.pairs.length > 0);
        // idempotent
        expect(dedupeMarkers(out)).toEqual(out);
      }),
      { numRuns: 200 },
    );
  });
});

describe('focusPoint', () => {
  it('is the first point of interest, else the start of the route, else null', () => {
    expect(
      focusPoint(
        [
          { longitude: 8.73, latitude: 47.5 },
          { longitude: 8.74, latitude: 47.51 },
        ],
        [[8.7, 47.4]],
      ),
    ).toEqual([8.73, 47.5]);
    expect(
      focusPoint(
        [],
        [
          [8.7, 47.4],
          [8.71, 47.41],
        ],
      ),
    ).toEqual([8.7, 47.4]);
    expect(focusPoint([], null)).toBeNull();
  });
});
