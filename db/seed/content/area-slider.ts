/**
 * Demo content of the slider area: the page "Brillenwelt" / "World of eyewear" with a hero, a
 * text, the full-screen content slider (four slides) and a closing text, so scrolling into and out
 * of the slider can be tried (and tested). Its four slide images are drawn under public/demo/.
 * Wired into the seed by db/seed/index.ts and home.ts; the home page gets no slider, so it stays
 * free of JavaScript.
 */
import {
  button,
  demoImage,
  group,
  image,
  localized,
  page,
  pageLink,
  richText,
  type GroupSpec,
  type MediaRow,
  type PageRows,
  type GroupOptionInputs,
} from '../builders.ts';
import type { TEXT_POSITIONS } from '../../../src/lib/block-options.ts';
import { MEDIA, PAGE } from '../ids.ts';

/** The page id of the demo slider page. */
export const SLIDER_PAGE_ID = 'page-brillenwelt';

/** Media ids of the four slide images (files public/demo/slider-*.svg). */
export const SLIDER_MEDIA = {
  workshop: 'media-slider-workshop',
  lenses: 'media-slider-lenses',
  alps: 'media-slider-alps',
  kids: 'media-slider-kids',
} as const;

/** Demo images this area draws (files under public/demo/). */
export const sliderMedia: MediaRow[] = [
  demoImage({
    objectId: 'slider-workshop',
    width: 1600,
    height: 1000,
    fileSize: 3315,
    alt: {
      de: 'Brille und Schraubenzieher auf einer Holzwerkbank unter einer warmen Lampe',
      en: 'Glasses and a screwdriver on a wooden workbench under a warm lamp',
    },
    focalPoint: { x: 0.62, y: 0.6 },
    tags: ['slider'],
  }),
  demoImage({
    objectId: 'slider-lenses',
    width: 1600,
    height: 1000,
    fileSize: 3595,
    alt: {
      de: 'Blick durch ein Brillenglas: die Häuser darin scharf, ringsum verschwommen',
      en: 'A view through a spectacle lens: the houses sharp inside it, blurred around it',
    },
    focalPoint: { x: 0.65, y: 0.5 },
    tags: ['slider'],
  }),
  demoImage({
    objectId: 'slider-alps',
    width: 1600,
    height: 1000,
    fileSize: 3352,
    alt: {
      de: 'Sonnenbrille vor verschneiten Alpengipfeln und einem Bergsee',
      en: 'Sunglasses in front of snowy Alpine peaks and a mountain lake',
    },
    focalPoint: { x: 0.5, y: 0.6 },
    tags: ['slider'],
  }),
  demoImage({
    objectId: 'slider-kids',
    width: 1600,
    height: 1000,
    fileSize: 3857,
    alt: {
      de: 'Vier bunte Kinderbrillen auf einem orange-violetten Hintergrund',
      en: "Four colourful children's glasses on an orange and purple background",
    },
    focalPoint: { x: 0.55, y: 0.5 },
    tags: ['slider'],
  }),
];

const slideOptions = (
  textPosition: (typeof TEXT_POSITIONS)[number],
): GroupOptionInputs<'contentSliderCard'> => ({
  media: 'image',
  textPosition,
  textColor: 'background',
  objectFit: 'cover',
});

const slides: GroupSpec[] = [
  group(
    'workshop',
    'contentSliderCard',
    {
      kicker: localized('Eigene Werkstatt', 'Our own workshop'),
      title: localized('Von Hand angepasst', 'Fitted by hand'),
      description: richText(
        [
          'Jede Brille richten wir in unserer Werkstatt an der Marktgasse auf Ihr Gesicht aus: Bügel, Nasenpads und Neigung, bis sie sitzt wie angegossen. Kleine Reparaturen erledigen wir oft, während Sie einen Kaffee trinken.',
        ],
        [
          'In our workshop on Marktgasse we fit every pair of glasses to your face: temples, nose pads and tilt, until they sit perfectly. Small repairs are often done while you enjoy a coffee.',
        ],
      ),
      backgroundImage: image(SLIDER_MEDIA.workshop),
      button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
    },
    slideOptions('bottom-left'),
  ),
  group(
    'lenses',
    'contentSliderCard',
    {
      kicker: localized('Gleitsichtgläser', 'Varifocal lenses'),
      title: localized('Scharf in jeder Distanz', 'Sharp at every distance'),
      description: richText(
        [
          'Oben die Ferne, in der Mitte der Bildschirm, unten die Zeitung: Moderne Gleitsichtgläser werden für Ihre Augen und Ihre Fassung einzeln berechnet. Wir messen Ihre Sehgewohnheiten auf den Zehntelmillimeter genau.',
        ],
        [
          'The distance at the top, your screen in the middle, the newspaper below: modern varifocals are calculated individually for your eyes and your frame. We measure your viewing habits to a tenth of a millimetre.',
        ],
      ),
      backgroundImage: image(SLIDER_MEDIA.lenses),
      button: button('Sehtest buchen', 'Book an eye test', pageLink(PAGE.serviceEyeTest, 'service')),
    },
    slideOptions('center-left'),
  ),
  group(
    'alps',
    'contentSliderCard',
    {
      kicker: localized('Sonnenbrillen', 'Sunglasses'),
      title: localized('Gemacht für die Berge', 'Made for the mountains'),
      description: richText(
        [
          'Auf 3000 Metern ist die UV-Strahlung fast doppelt so stark wie im Mittelland. Polarisierende Gläser der Schutzstufe 3 oder 4 dämpfen das Gleissen von Schnee und Wasser – auf Wunsch mit Ihrer Korrektur.',
        ],
        [
          'At 3,000 metres, UV radiation is almost twice as strong as in the lowlands. Polarised lenses in category 3 or 4 tame the glare of snow and water – with your prescription if you like.',
        ],
      ),
      backgroundImage: image(SLIDER_MEDIA.alps),
      button: button(
        'Sonnenbrillen entdecken',
        'Discover sunglasses',
        pageLink(PAGE.serviceSunglasses, 'service'),
      ),
    },
    slideOptions('bottom-right'),
  ),
  group(
    'kids',
    'contentSliderCard',
    {
      kicker: localized('Kinderbrillen', "Children's glasses"),
      title: localized('Bunt, robust und gut beraten', 'Colourful, sturdy and well advised'),
      description: richText(
        [
          'Kinderaugen entwickeln sich schnell. Wir nehmen uns Zeit für die Kleinen, erklären spielerisch und empfehlen biegsame Fassungen, die auch den Pausenplatz überstehen. Bis zum 16. Geburtstag gibt es 20 Prozent Rabatt.',
        ],
        [
          "Children's eyes change quickly. We take our time with young customers, explain things playfully and recommend flexible frames that survive the playground. Until their 16th birthday, children get 20 percent off.",
        ],
      ),
      backgroundImage: image(SLIDER_MEDIA.kids),
      button: button('Kinderberatung vereinbaren', 'Book a consultation', pageLink(PAGE.contact)),
    },
    slideOptions('center-left'),
  ),
];

const brillenwelt: PageRows = page({
  id: SLIDER_PAGE_ID,
  position: 30,
  slug: { de: 'brillenwelt', en: 'eyewear' },
  name: { de: 'Brillenwelt', en: 'World of eyewear' },
  description: {
    de: 'Werkstatt, Gleitsichtgläser, Sonnenbrillen für die Berge und Kinderbrillen: die Brillenwelt von Optik Sonnenberg in Winterthur.',
    en: "Workshop, varifocals, sunglasses for the mountains and children's glasses: the world of eyewear at Optik Sonnenberg in Winterthur.",
  },
  ogImageId: SLIDER_MEDIA.workshop,
  groups: [
    group(
      'hero',
      'hero',
      {
        kicker: localized('Brillenwelt', 'World of eyewear'),
        title: localized('Jede Brille erzählt eine Geschichte', 'Every pair of glasses tells a story'),
        description: richText(
          [
            'Hinter einer guten Brille stecken Messtechnik, Handwerk und viel Erfahrung. Kommen Sie mit auf einen kurzen Rundgang durch unsere Werkstatt, unsere Gläser und unser Sortiment.',
          ],
          [
            'Behind a good pair of glasses lie precise measurement, craftsmanship and plenty of experience. Join us on a short tour of our workshop, our lenses and our collection.',
          ],
        ),
        image: image(MEDIA.shopWindow),
        button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
      },
      { alignment: 'left', size: 'small', objectFit: 'cover', backgroundColor: 'background' },
    ),
    group(
      'intro',
      'richTextBlock',
      {
        kicker: localized('Handwerk und Beratung', 'Craft and advice'),
        title: localized('Mehr als ein Gestell mit zwei Gläsern', 'More than a frame with two lenses'),
        text: richText(
          [
            'Eine Brille begleitet Sie jeden Tag, vom ersten Blick auf den Wecker bis zur letzten Seite im Buch. Darum beginnt bei uns jede Brille mit Fragen: Wo arbeiten Sie, welchen Sport treiben Sie, wie lange schauen Sie auf Bildschirme?',
            'Erst dann wählen wir gemeinsam Gläser und Fassung. Scrollen Sie weiter – die folgenden vier Bilder zeigen, was zwischen Sehtest und Abholung geschieht.',
          ],
          [
            'Your glasses are with you every day, from the first glance at the alarm clock to the last page of your book. That is why every pair we make starts with questions: where do you work, which sports do you do, how long do you look at screens?',
            'Only then do we choose lenses and frames together. Keep scrolling – the following four pictures show what happens between the eye test and collecting your glasses.',
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent' },
    ),
    group(
      'slider',
      'contentSliderBoard',
      {
        kicker: localized('Ein Rundgang in vier Bildern', 'A tour in four pictures'),
        title: localized('Blick hinter die Kulissen', 'Behind the scenes'),
      },
      { showScrollHint: true, backgroundColor: 'background' },
      slides,
    ),
    group(
      'visit',
      'richTextBlock',
      {
        kicker: localized('Besuchen Sie uns', 'Come and see us'),
        title: localized('Die Brillenwelt zum Anprobieren', 'The world of eyewear, ready to try on'),
        text: richText(
          [
            'Über 800 Fassungen von Schweizer und europäischen Manufakturen warten in unseren Geschäften in der Winterthurer Altstadt und in Seen darauf, anprobiert zu werden. Kommen Sie ohne Termin vorbei oder vereinbaren Sie eine ausführliche Beratung.',
            'Ihre alte Brille nehmen wir gerne zurück: Wir reinigen und vermessen sie und geben sie an ein Hilfsprojekt weiter, das Menschen in Westafrika mit Brillen versorgt.',
          ],
          [
            'More than 800 frames from Swiss and European makers are waiting to be tried on in our shops in the old town of Winterthur and in Seen. Drop in without an appointment or book an in-depth consultation.',
            'We are happy to take back your old glasses: we clean and measure them and pass them on to a charity that provides glasses for people in West Africa.',
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent' },
    ),
  ],
});

/** Pages this area adds to the demo site. */
export const sliderPages: PageRows[] = [brillenwelt];

/** Blocks this area places on the home page, after its existing blocks (none: the home page stays static). */
export const sliderHomeGroups: GroupSpec[] = [];
