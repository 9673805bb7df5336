/**
 * The urban golf course in Winterthur's old town: six holes from the station square through the
 * Marktgasse (past Optik Sonnenberg) to the Stadthaus, each a page of the 'map' collection with
 * one mapDetails block (title, description, route, start/end and other points of interest). The
 * end of one hole is the start of the next, so the map shows those shared spots as one marker.
 * The last hole also has a poiManager block: where to go after the round.
 */
import type { PointOfInterest } from '../../../src/lib/map/markers.ts';
import {
  group,
  image,
  localized,
  page,
  richText,
  type DeEn,
  type GroupSpec,
  type PageRows,
} from '../builders.ts';
import { MEDIA } from '../ids.ts';

/** Page ids of the holes, in playing order. */
export const MAP_PAGE = {
  bahnhofplatz: 'page-map-bahnhofplatz',
  marktgasse: 'page-map-marktgasse',
  stadtkirche: 'page-map-stadtkirche',
  steinberggasse: 'page-map-steinberggasse',
  neumarkt: 'page-map-neumarkt',
  stadthaus: 'page-map-stadthaus',
} as const;

type Pair = [number, number];

interface HoleSpec {
  id: string;
  slug: DeEn;
  title: DeEn;
  text: { de: string[]; en: string[] };
  metaDescription: DeEn;
  /** [longitude, latitude] pairs from tee to hole. */
  route: Pair[];
  pointsOfInterest: PointOfInterest[];
  mediaId?: string;
  /** Blocks after the hole's mapDetails block. */
  more?: GroupSpec[];
}

const poi = ([longitude, latitude]: Pair, icon?: PointOfInterest['icon']): PointOfInterest =>
  icon ? { longitude, latitude, icon } : { longitude, latitude };

function hole(spec: HoleSpec, position: number): PageRows {
  const number = position + 1;
  return page({
    id: spec.id,
    collection: 'map',
    position,
    slug: spec.slug,
    name: { de: `Loch ${number} – ${spec.title.de}`, en: `Hole ${number} – ${spec.title.en}` },
    description: spec.metaDescription,
    groups: [
      group(
        'details',
        'mapDetails',
        {
          title: localized(spec.title.de, spec.title.en),
          description: richText(spec.text.de, spec.text.en),
          ...(spec.mediaId ? { image: image(spec.mediaId) } : {}),
        },
        { mapRoute: spec.route, pointsOfInterest: spec.pointsOfInterest },
      ),
      ...(spec.more ?? []),
    ],
  });
}

// Shared tee/hole spots: the end of one hole is the start of the next.
const STATION: Pair = [8.72395, 47.5004];
const UNTERTOR: Pair = [8.72565, 47.49975];
const MARKTGASSE: Pair = [8.7282, 47.4997];
const KIRCHPLATZ: Pair = [8.72925, 47.5003];
const STEINBERG: Pair = [8.7289, 47.499];
const NEUMARKT: Pair = [8.7269, 47.4987];
const STADTHAUS: Pair = [8.7301, 47.5012];

/** Where to go after the round, on the last hole's page. */
const afterTheRound = group(
  'after',
  'poiManager',
  {
    title: localized('Nach der Runde', 'After the round'),
    description: richText(
      ['Apéro im Stadtpark, ein Trinkbrunnen beim Stadthaus und der Weg zurück zur Marktgasse.'],
      ['Apéro in the Stadtpark, a drinking fountain by the Stadthaus and the way back to the Marktgasse.'],
    ),
  },
  {
    pointsOfInterest: [poi([8.72985, 47.5016], 'party'), poi([8.7304, 47.50105]), poi(MARKTGASSE, 'end')],
  },
);

const HOLES: HoleSpec[] = [
  {
    id: MAP_PAGE.bahnhofplatz,
    slug: { de: 'bahnhofplatz', en: 'station-square' },
    title: { de: 'Bahnhofplatz', en: 'Station square' },
    text: {
      de: [
        'Abschlag vor dem Hauptbahnhof: Spielen Sie den Ball über den Bahnhofplatz bis zum Untertor, dem Eingang zur Altstadt.',
        'Achtung auf Busse und Velos – gespielt wird nur auf dem Trottoir.',
      ],
      en: [
        'Tee off in front of the main station: play the ball across the station square to the Untertor, the gateway to the old town.',
        'Mind the buses and bikes – play on the pavement only.',
      ],
    },
    metaDescription: {
      de: 'Loch 1 des Urban Golf Winterthur: vom Hauptbahnhof über den Bahnhofplatz zum Untertor.',
      en: 'Hole 1 of Urban Golf Winterthur: from the main station across the station square to the Untertor.',
    },
    route: [STATION, [8.7245, 47.5001], [8.7252, 47.49985], UNTERTOR],
    pointsOfInterest: [poi(STATION, 'start'), poi(UNTERTOR, 'end')],
  },
  {
    id: MAP_PAGE.marktgasse,
    slug: { de: 'marktgasse', en: 'marktgasse' },
    title: { de: 'Marktgasse', en: 'Marktgasse' },
    text: {
      de: [
        'Die längste Bahn: durch die Marktgasse, vorbei an Cafés und Läden bis zum Schaufenster von Optik Sonnenberg.',
        'Tipp: Ein kurzer Blick ins Schaufenster lohnt sich – hier gibt es nach der Runde das Gratisgetränk.',
      ],
      en: [
        'The longest hole: along the Marktgasse, past cafés and shops to the window of Optik Sonnenberg.',
        'Tip: take a quick look in the window – this is where the free drink waits after the round.',
      ],
    },
    metaDescription: {
      de: 'Loch 2 des Urban Golf Winterthur: durch die Marktgasse bis zu Optik Sonnenberg.',
      en: 'Hole 2 of Urban Golf Winterthur: along the Marktgasse to Optik Sonnenberg.',
    },
    route: [UNTERTOR, [8.7262, 47.49978], [8.727, 47.49979], [8.7276, 47.49977], MARKTGASSE],
    pointsOfInterest: [poi(UNTERTOR, 'start'), poi([8.72843, 47.49985]), poi(MARKTGASSE, 'end')],
    mediaId: MEDIA.shopWindow,
  },
  {
    id: MAP_PAGE.stadtkirche,
    slug: { de: 'stadtkirche', en: 'town-church' },
    title: { de: 'Stadtkirche', en: 'Town church' },
    text: {
      de: [
        'Ein kurzes Loch mit Steigung: von der Marktgasse hinauf zum Kirchplatz vor der Stadtkirche.',
        'Die Kirchentreppe zählt als Hindernis – wer sie trifft, spielt von unten weiter.',
      ],
      en: [
        'A short uphill hole: from the Marktgasse up to the square in front of the town church.',
        'The church steps are a hazard – if your ball lands on them, play on from the bottom.',
      ],
    },
    metaDescription: {
      de: 'Loch 3 des Urban Golf Winterthur: von der Marktgasse zum Kirchplatz.',
      en: 'Hole 3 of Urban Golf Winterthur: from the Marktgasse to the church square.',
    },
    route: [MARKTGASSE, [8.7285, 47.4999], [8.7289, 47.50015], KIRCHPLATZ],
    pointsOfInterest: [poi(MARKTGASSE, 'start'), poi(KIRCHPLATZ, 'end')],
  },
  {
    id: MAP_PAGE.steinberggasse,
    slug: { de: 'steinberggasse', en: 'steinberggasse' },
    title: { de: 'Steinberggasse', en: 'Steinberggasse' },
    text: {
      de: [
        'Vom Kirchplatz um die Ecke in die Steinberggasse. Ziel ist der Brunnen mitten in der Gasse.',
        'Die Gartenwirtschaften sind tabu: Wer einen Tisch trifft, bekommt einen Strafschlag.',
      ],
      en: [
        'From the church square round the corner into the Steinberggasse. The target is the fountain in the middle of the lane.',
        'The outdoor tables are off limits: hitting one costs a penalty stroke.',
      ],
    },
    metaDescription: {
      de: 'Loch 4 des Urban Golf Winterthur: vom Kirchplatz zum Brunnen in der Steinberggasse.',
      en: 'Hole 4 of Urban Golf Winterthur: from the church square to the fountain in the Steinberggasse.',
    },
    // The tee is a few steps from the last hole (within 0.0001°): one marker on the map.
    route: [[8.7293, 47.50032], [8.7296, 47.5], [8.7298, 47.4996], [8.7295, 47.49915], STEINBERG],
    pointsOfInterest: [poi([8.7293, 47.50032], 'start'), poi(STEINBERG, 'end')],
  },
  {
    id: MAP_PAGE.neumarkt,
    slug: { de: 'neumarkt', en: 'neumarkt' },
    title: { de: 'Neumarkt', en: 'Neumarkt' },
    text: {
      de: [
        'Durch die Steinberggasse hinunter zum Neumarkt. Auf halber Strecke markiert ein Punkt die ideale Zwischenlage.',
        'Am Samstag ist Markt: Spielen Sie dann besonders vorsichtig.',
      ],
      en: [
        'Down the Steinberggasse to the Neumarkt. Halfway along, a point marks the ideal lay-up.',
        'On Saturdays there is a market: play with extra care then.',
      ],
    },
    metaDescription: {
      de: 'Loch 5 des Urban Golf Winterthur: durch die Steinberggasse zum Neumarkt.',
      en: 'Hole 5 of Urban Golf Winterthur: along the Steinberggasse to the Neumarkt.',
    },
    route: [STEINBERG, [8.7282, 47.49895], [8.7274, 47.49888], NEUMARKT],
    pointsOfInterest: [poi(STEINBERG, 'start'), poi([8.7276, 47.49892]), poi(NEUMARKT, 'end')],
  },
  {
    id: MAP_PAGE.stadthaus,
    slug: { de: 'stadthaus', en: 'stadthaus' },
    title: { de: 'Stadthaus', en: 'Stadthaus' },
    text: {
      de: [
        'Das Schlussloch: quer durch die Altstadt bis vor das Stadthaus von Gottfried Semper.',
        'Danach geht es zum Apéro in den Stadtpark – und mit dem Gutschein zum Gratisgetränk.',
      ],
      en: [
        "The final hole: right across the old town to Gottfried Semper's Stadthaus.",
        'Afterwards, join the apéro in the Stadtpark – and claim your free drink with the coupon.',
      ],
    },
    metaDescription: {
      de: 'Loch 6 des Urban Golf Winterthur: vom Neumarkt zum Stadthaus, danach Apéro im Stadtpark.',
      en: 'Hole 6 of Urban Golf Winterthur: from the Neumarkt to the Stadthaus, then an apéro in the Stadtpark.',
    },
    route: [NEUMARKT, [8.727, 47.4993], [8.7276, 47.4999], [8.729, 47.5008], STADTHAUS],
    pointsOfInterest: [poi(NEUMARKT, 'start'), poi(STADTHAUS, 'end'), poi([8.72985, 47.5016], 'party')],
    more: [afterTheRound],
  },
];

/** The hole pages of the urban golf map, in playing order. */
export const mapPages: PageRows[] = HOLES.map(hole);
