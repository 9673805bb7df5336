import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from '../../lib/content.ts';
import type { HoleScore, Player } from '../protocol.ts';
import { currentHole, holeDots, holePages, reportedHole } from './holes.ts';

const at = '2026-11-22T10:00:00.000Z';

function mapPage(id: string, position: number, name: string, hiddenIn: string[] = []): PageSnapshot {
  return {
    id,
    collection: 'map',
    role: null,
    position,
    status: 'published',
    slug: { de: id, en: id },
    meta: { name: { de: name, en: `${name} (en)` }, disallowedLanguages: hiddenIn },
    ogImage: null,
    fields: {},
    groups: [],
  };
}

const pages: PageSnapshot[] = [
  mapPage('hole-3', 3, 'Stadthaus'),
  mapPage('hole-1', 1, 'Marktgasse'),
  { ...mapPage('page-home', 0, 'Start'), collection: null },
  mapPage('hole-2', 2, 'Kirchplatz', ['en']),
];

const players: Player[] = [
  { id: 'p1', playerName: 'Anna', createdAt: at },
  { id: 'p2', playerName: 'Ben', createdAt: at },
];
const score = (pageId: string, playerId: string, value: number): HoleScore => ({
  pageId,
  playerId,
  score: value,
  updatedAt: at,
});

describe('holePages', () => {
  it('lists the map pages of the locale in position order, numbered from 1', () => {
    expect(holePages(pages, 'de')).toEqual([
      { id: 'hole-1', number: 1, name: 'Marktgasse' },
      { id: 'hole-2', number: 2, name: 'Kirchplatz' },
      { id: 'hole-3', number: 3, name: 'Stadthaus' },
    ]);
    expect(holePages(pages, 'en').map((h) => [h.id, h.number, h.name])).toEqual([
      ['hole-1', 1, 'Marktgasse (en)'],
      ['hole-3', 2, 'Stadthaus (en)'],
    ]);
  });
});

describe('currentHole and reportedHole', () => {
  const holes = holePages(pages, 'de');
  it('falls back to the first hole when nothing (or an unknown page) is active', () => {
    expect(currentHole(null, holes)?.id).toBe('hole-1');
    expect(currentHole('elsewhere', holes)?.id).toBe('hole-1');
    expect(currentHole('hole-3', holes)?.id).toBe('hole-3');
    expect(currentHole(null, [])).toBeNull();
  });

  it('reports the second-last hole, or the only one', () => {
    expect(reportedHole(holes)?.id).toBe('hole-2');
    expect(reportedHole(holes.slice(0, 1))?.id).toBe('hole-1');
    expect(reportedHole([])).toBeNull();
  });
});

describe('holeDots', () => {
  it('marks the active hole and each hole’s score state', () => {
    const holes = holePages(pages, 'de');
    const scores = [score('hole-1', 'p1', 3), score('hole-1', 'p2', 2), score('hole-2', 'p1', 1)];
    expect(holeDots(holes, 'hole-2', players, scores).map((d) => [d.hole.id, d.state, d.active])).toEqual([
      ['hole-1', 'complete', false],
      ['hole-2', 'partial', true],
      ['hole-3', 'noScores', false],
    ]);
  });
});

describe('hole names', () => {
  it('prefer the mapDetails title, as the map drawers show it', () => {
    const withDetails: PageSnapshot = {
      ...mapPage('hole-9', 9, 'Loch 9 – Neumarkt'),
      groups: [
        {
          id: 'g-details',
          type: 'mapDetails',
          version: 1,
          status: 'published',
          options: {},
          disallowedLanguages: [],
          fields: {
            title: {
              id: 'f-title',
              name: 'title',
              content: {
                kind: 'localized',
                values: { de: { text: 'Neumarkt' }, en: { text: 'New market' } },
              },
              options: {},
              media: null,
              visible: true,
            },
          },
          children: [],
        },
      ],
    };
    expect(holePages([withDetails], 'en')[0]?.name).toBe('New market');
    expect(holePages([mapPage('hole-8', 8, 'Loch 8')], 'de')[0]?.name).toBe('Loch 8');
  });
});
