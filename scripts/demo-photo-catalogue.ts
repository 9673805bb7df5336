/**
 * What scripts/demo-photos.ts draws: every demo photo's file name, scene, size, colours, seed,
 * alt text (de, en), tags and focal point. The gallery photos are every scene in every light;
 * the hero, three team portraits and the video poster are named one by one.
 */

export type Scene = 'shelf' | 'counter' | 'window' | 'outdoor' | 'bokeh' | 'portrait';

export interface PhotoSpec {
  /** File name without .jpg; also the media object id. */
  name: string;
  scene: Scene;
  seed: number;
  width: number;
  height: number;
  /** Background from, background to, accent (glow, table, skin). */
  palette: readonly [string, string, string];
  /** The gradient's horizontal reach (0: straight down). */
  tilt: number;
  /** Blur of the foreground in px (0: sharp). */
  focus: number;
  alt: { de: string; en: string };
  tags: string[];
  focalPoint: { x: number; y: number };
}

const LIGHTS = [
  { palette: ['#f3e2c7', '#c89b6d', '#ffcf8a'], de: 'in warmem Abendlicht', en: 'in warm evening light' },
  { palette: ['#dfe9f2', '#7d9bb5', '#bfe3ff'], de: 'in kühlem Tageslicht', en: 'in cool daylight' },
  { palette: ['#e4efe0', '#7f9c78', '#d4f0c0'], de: 'in sanften Grüntönen', en: 'in soft green tones' },
  { palette: ['#f6e1e4', '#b98592', '#ffd0da'], de: 'in zartem Rosa', en: 'in soft pink tones' },
  {
    palette: ['#2b2f45', '#0e1020', '#f5b862'],
    de: 'vor abendlichen Lichtern',
    en: 'against evening lights',
  },
  { palette: ['#f1ebe0', '#bda98c', '#fff1d0'], de: 'in hellem Sandton', en: 'in light sand tones' },
] as const;

const SCENES: readonly { scene: Scene; de: string; en: string; tags: string[] }[] = [
  {
    scene: 'shelf',
    de: 'Brillenregal mit Fassungen in vielen Farben',
    en: 'A shelf of frames in many colours',
    tags: ['shop', 'frames'],
  },
  {
    scene: 'counter',
    de: 'Eine Brille auf dem Beratungstisch',
    en: 'A pair of glasses on the consultation counter',
    tags: ['shop', 'glasses'],
  },
  {
    scene: 'window',
    de: 'Schaufenster mit fünf Brillen auf einer Ablage',
    en: 'Shop window with five pairs of glasses on a ledge',
    tags: ['shop', 'window'],
  },
  {
    scene: 'outdoor',
    de: 'Sonnenbrille vor Hügeln und tief stehender Sonne',
    en: 'Sunglasses in front of hills and a low sun',
    tags: ['sunglasses', 'outdoor'],
  },
  {
    scene: 'bokeh',
    de: 'Brille vor unscharfen Lichtpunkten',
    en: 'Glasses in front of blurred points of light',
    tags: ['glasses', 'mood'],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 32 gallery photos: each scene in each light (every fourth in portrait format), two extra shelves. */
const gallery: PhotoSpec[] = [
  ...SCENES.flatMap((s) => LIGHTS.map((l) => ({ s, l }))),
  { s: SCENES[0]!, l: LIGHTS[1] },
  { s: SCENES[1]!, l: LIGHTS[4] },
].map(({ s, l }, i) => {
  const portrait = i % 4 === 3;
  const extra = i >= 30;
  return {
    name: `gallery-${pad(i + 1)}-${s.scene}`,
    scene: s.scene,
    seed: 1000 + i * 7919,
    width: portrait ? 1200 : 1600,
    height: portrait ? 1500 : 1067,
    palette: l.palette,
    tilt: (i % 3) * 0.4,
    focus: i % 5 === 0 ? 2 : 0,
    alt: {
      de: `${s.de}, ${l.de}${extra ? ', aus der Nähe' : ''}`,
      en: `${s.en}, ${l.en}${extra ? ', close up' : ''}`,
    },
    tags: ['gallery', ...s.tags],
    focalPoint: { x: 0.5, y: s.scene === 'shelf' ? 0.45 : 0.6 },
  };
});

const portrait = (
  name: string,
  seed: number,
  palette: readonly [string, string, string],
  de: string,
  en: string,
): PhotoSpec => ({
  name,
  scene: 'portrait',
  seed,
  width: 1200,
  height: 1500,
  palette,
  tilt: 0.3,
  focus: 1,
  alt: { de, en },
  tags: ['team', 'portrait'],
  focalPoint: { x: 0.5, y: 0.35 },
});

/** Every demo photo, gallery first. */
export const PHOTO_CATALOGUE: readonly PhotoSpec[] = [
  ...gallery,
  {
    name: 'hero-shop',
    scene: 'shelf',
    seed: 42,
    width: 1600,
    height: 1067,
    palette: ['#f6ead6', '#b88d62', '#ffd79a'],
    tilt: 0.6,
    focus: 0,
    alt: {
      de: 'Der Laden von Optik Sonnenberg: Regale voller Brillen in warmem Licht',
      en: 'The Optik Sonnenberg shop: shelves full of glasses in warm light',
    },
    tags: ['hero', 'shop'],
    focalPoint: { x: 0.5, y: 0.45 },
  },
  portrait(
    'team-anna',
    101,
    ['#e9dccb', '#f4f1ec', '#d9a88a'],
    'Porträt von Anna Sonnenberg mit runder Brille vor dem unscharfen Laden',
    'Portrait of Anna Sonnenberg wearing round glasses in front of the blurred shop',
  ),
  portrait(
    'team-marco',
    202,
    ['#d8e3ea', '#27313b', '#c99a7a'],
    'Porträt von Marco Bernasconi mit dunkler Brille vor hellem Hintergrund',
    'Portrait of Marco Bernasconi wearing dark glasses against a light background',
  ),
  portrait(
    'team-lea',
    303,
    ['#efe0e6', '#6d4b5b', '#e2b497'],
    'Porträt von Lea Keller mit Brille vor warmen Lichtpunkten',
    'Portrait of Lea Keller wearing glasses in front of warm points of light',
  ),
  {
    name: 'video-poster',
    scene: 'counter',
    seed: 777,
    width: 1600,
    height: 900,
    palette: ['#2b2f45', '#12152a', '#6b5a48'],
    tilt: 0.2,
    focus: 0,
    alt: {
      de: 'Standbild des Videos: eine Brille auf dem Beratungstisch',
      en: 'Still of the video: a pair of glasses on the consultation counter',
    },
    tags: ['video'],
    focalPoint: { x: 0.5, y: 0.5 },
  },
];
