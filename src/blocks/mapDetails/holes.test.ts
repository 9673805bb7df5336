import { describe, expect, it } from 'vitest';
import { pagePath } from '../../lib/routes.ts';
import { readMapHoles } from './holes.ts';
import { holePages, pageOf } from './test-fixtures.ts';

const href = (id: string) => {
  const page = holePages.find((p) => p.id === id);
  return page ? pagePath(page, 'de') : null;
};

describe('readMapHoles', () => {
  it('reads the map pages in position order with number, title, route, points and link', () => {
    const holes = readMapHoles(holePages, 'en', href);
    expect(holes.map((h) => [h.number, h.pageId, h.title])).toEqual([
      [1, 'page-map-bahnhofplatz', 'Station square'],
      [2, 'page-map-marktgasse', 'Market lane'],
      [3, 'page-map-stadthaus', 'Stadthaus'],
    ]);
    expect(holes[0]).toMatchObject({
      description: 'Station square text',
      href: '/de/map/bahnhofplatz',
      route: [
        [8.72395, 47.5004],
        [8.72565, 47.49975],
      ],
    });
    expect(holes[2]?.pointsOfInterest.map((p) => p.icon)).toEqual(['start', 'end', 'party']);
  });

  it('skips pages hidden in the locale and reads a page without mapDetails as a bare hole', () => {
    const hidden = { ...holePages[0]!, meta: { ...holePages[0]!.meta, disallowedLanguages: ['de'] } };
    const bare = pageOf('page-map-bare', [], { collection: 'map', position: 9 });
    const holes = readMapHoles([hidden, holePages[1]!, bare], 'de', () => null);
    expect(holes.map((h) => [h.number, h.title])).toEqual([
      [1, 'Bahnhofplatz'],
      [2, 'page-map-bare'],
    ]);
    expect(holes[1]).toMatchObject({ route: null, pointsOfInterest: [], description: null, image: null });
  });
});
