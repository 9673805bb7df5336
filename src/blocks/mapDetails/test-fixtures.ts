/** Test fixtures: a tiny urban golf course as page snapshots (three holes and the play page). */
import type { FieldSnapshot, GroupSnapshot, PageSnapshot } from '../../lib/content.ts';
import type { PointOfInterest } from '../../lib/map/markers.ts';

export const text = (name: string, de: string, en: string): FieldSnapshot => ({
  id: `field-${name}-${de}`,
  name,
  content: { kind: 'localized', values: { de: { text: de }, en: { text: en } } },
  options: {},
  media: null,
  visible: true,
});

/** A rich-text field of one paragraph per locale. */
export const richText = (name: string, de: string, en: string): FieldSnapshot => {
  const doc = (t: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }],
  });
  return {
    ...text(name, de, en),
    content: {
      kind: 'localized',
      values: { de: { text: de, json: doc(de) }, en: { text: en, json: doc(en) } },
    },
  };
};

export const group = (
  id: string,
  type: string,
  fields: FieldSnapshot[],
  options: Record<string, unknown> = {},
): GroupSnapshot => ({
  id,
  type,
  version: 1,
  status: 'published',
  options,
  disallowedLanguages: [],
  fields: Object.fromEntries(fields.map((f) => [f.name, f])),
  children: [],
});

export const pageOf = (
  id: string,
  groups: GroupSnapshot[],
  extra: Partial<PageSnapshot> = {},
): PageSnapshot => ({
  id,
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: id, en: id },
  meta: { name: { de: id, en: id } },
  ogImage: null,
  fields: {},
  groups,
  ...extra,
});

const hole = (
  key: string,
  position: number,
  title: [string, string],
  route: [number, number][],
  pointsOfInterest: PointOfInterest[],
): PageSnapshot =>
  pageOf(
    `page-map-${key}`,
    [
      group(
        `group-map-${key}-details`,
        'mapDetails',
        [text('title', ...title), richText('description', `${title[0]} Text`, `${title[1]} text`)],
        { mapRoute: route, pointsOfInterest },
      ),
    ],
    { collection: 'map', position, slug: { de: key, en: key } },
  );

/** Listed out of order on purpose: holes are ordered by position. */
export const holePages: PageSnapshot[] = [
  hole(
    'marktgasse',
    1,
    ['Marktgasse', 'Market lane'],
    [
      [8.72565, 47.49975],
      [8.727, 47.49979],
      [8.7282, 47.4997],
    ],
    [
      { longitude: 8.72565, latitude: 47.49975, icon: 'start' },
      { longitude: 8.72843, latitude: 47.49985 },
      { longitude: 8.7282, latitude: 47.4997, icon: 'end' },
    ],
  ),
  hole(
    'bahnhofplatz',
    0,
    ['Bahnhofplatz', 'Station square'],
    [
      [8.72395, 47.5004],
      [8.72565, 47.49975],
    ],
    [
      { longitude: 8.72395, latitude: 47.5004, icon: 'start' },
      { longitude: 8.72565, latitude: 47.49975, icon: 'end' },
    ],
  ),
  hole(
    'stadthaus',
    2,
    ['Stadthaus', 'Stadthaus'],
    [
      [8.7282, 47.4997],
      [8.7301, 47.5012],
    ],
    [
      { longitude: 8.7282, latitude: 47.4997, icon: 'start' },
      { longitude: 8.7301, latitude: 47.5012, icon: 'end' },
      { longitude: 8.72985, latitude: 47.5016, icon: 'party' },
    ],
  ),
];

export const playPage = pageOf('page-urban-golf-play', [], {
  role: 'urban-golf-play',
  slug: { de: 'urban-golf-spielen', en: 'urban-golf-play' },
});

export const site = (pages: PageSnapshot[]) => ({
  pages,
  navigation: { containers: [] },
  settings: {},
  branches: [],
});
