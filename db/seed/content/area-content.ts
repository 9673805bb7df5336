/**
 * Demo content of the content area: the showcase page 'Brillen & Kontaktlinsen' (every content
 * block with its options: image board, service board, services container, multi-CTA, text on
 * image, image collage, split team card, testimonial carousel, rich text and CTA), the testimonial
 * collection (six customer stories, one of them archived), its drawings under public/demo/
 * (content-*.svg) and a testimonial board for the home page.
 * Wired into the seed by db/seed/index.ts and home.ts.
 */
import * as v from 'valibot';
import { LinkSchema } from '../../../src/lib/block-options.ts';
import type { ArchivableMeta } from '../../../src/lib/collection-archive.ts';
import {
  bold,
  bullets,
  button,
  demoImage,
  group,
  heading,
  image,
  localized,
  p,
  page,
  pageLink,
  phoneLink,
  richText,
  type DeEn,
  type GroupSpec,
  type LinkInput,
  type MediaRow,
  type PageRows,
  type RichBlock,
} from '../builders.ts';
import { MEDIA, PAGE } from '../ids.ts';
import { BUSINESS } from './site.ts';

/** Page ids of this area. */
export const CONTENT_PAGE = {
  glasses: 'page-glasses',
  testimonialRegula: 'page-testimonial-regula-brunner',
  testimonialThomas: 'page-testimonial-thomas-meier',
  testimonialSandra: 'page-testimonial-sandra-huber',
  testimonialYasmin: 'page-testimonial-yasmin-aksoy',
  testimonialPeter: 'page-testimonial-peter-graf',
  testimonialClaudia: 'page-testimonial-claudia-frei',
} as const;

/** Media ids of this area; each file is public/demo/{id without `media-`}.svg. */
export const CONTENT_MEDIA = {
  framesRound: 'media-content-frames-round',
  framesClassic: 'media-content-frames-classic',
  kidsGlasses: 'media-content-kids-glasses',
  shopInterior: 'media-content-shop-interior',
  eyeTest: 'media-content-eye-test',
  workshop: 'media-content-workshop',
  readingGlasses: 'media-content-reading-glasses',
  portraitRegula: 'media-content-portrait-regula-brunner',
  portraitThomas: 'media-content-portrait-thomas-meier',
  portraitSandra: 'media-content-portrait-sandra-huber',
  portraitYasmin: 'media-content-portrait-yasmin-aksoy',
  portraitPeter: 'media-content-portrait-peter-graf',
  portraitClaudia: 'media-content-portrait-claudia-frei',
} as const;

// ---------------------------------------------------------------------------------------------
// Media

/** Demo images this area draws (files under public/demo/). */
export const contentMedia: MediaRow[] = [
  demoImage({
    objectId: 'content-frames-round',
    width: 800,
    height: 600,
    fileSize: 1125,
    alt: {
      de: 'Drei runde Brillenfassungen in Braun, Blau und Gold auf einem Holzregal',
      en: 'Three round frames in brown, blue and gold on a wooden shelf',
    },
    tags: ['frames'],
  }),
  demoImage({
    objectId: 'content-frames-classic',
    width: 600,
    height: 800,
    fileSize: 1288,
    alt: {
      de: 'Eckige Fassungen in Schwarz, Weinrot und Olivgrün an einer Wand',
      en: 'Angular frames in black, burgundy and olive green on a wall',
    },
    tags: ['frames'],
  }),
  demoImage({
    objectId: 'content-kids-glasses',
    width: 800,
    height: 600,
    fileSize: 1178,
    alt: {
      de: 'Zwei bunte Kinderbrillen in Pink und Blau zwischen gelben Sternen',
      en: "Two colourful children's glasses in pink and blue between yellow stars",
    },
    tags: ['frames'],
  }),
  demoImage({
    objectId: 'content-shop-interior',
    width: 1200,
    height: 800,
    fileSize: 2848,
    alt: {
      de: 'Verkaufsraum mit zwei Holzregalen voller Brillen und einer Beratungstheke',
      en: 'The shop with two wooden shelves full of glasses and a consultation counter',
    },
    focalPoint: { x: 0.5, y: 0.45 },
    tags: ['shop'],
  }),
  demoImage({
    objectId: 'content-eye-test',
    width: 800,
    height: 600,
    fileSize: 1459,
    alt: {
      de: 'Sehtafel mit Buchstaben neben einer Messbrille',
      en: 'An eye chart with letters next to a phoropter',
    },
    tags: ['service'],
  }),
  demoImage({
    objectId: 'content-workshop',
    width: 800,
    height: 600,
    fileSize: 1668,
    alt: {
      de: 'Werkbank mit Schraubenziehern, einem Schleifautomaten und einer Brille in Reparatur',
      en: 'A workbench with screwdrivers, a lens edger and a pair of glasses being repaired',
    },
    tags: ['service'],
  }),
  demoImage({
    objectId: 'content-reading-glasses',
    width: 800,
    height: 600,
    fileSize: 1144,
    alt: {
      de: 'Lesebrille mit Hornfassung auf einem aufgeschlagenen Buch',
      en: 'Tortoiseshell reading glasses on an open book',
    },
    tags: ['frames'],
  }),
  ...[
    [
      'regula-brunner',
      'Regula Brunner',
      1357,
      'mit grauem Bob und eckiger Brille',
      'with a grey bob and square glasses',
    ],
    [
      'thomas-meier',
      'Thomas Meier',
      1251,
      'mit kurzen braunen Haaren und schwarzer Brille',
      'with short brown hair and black glasses',
    ],
    [
      'sandra-huber',
      'Sandra Huber',
      1301,
      'mit langen roten Haaren und runder pinker Brille',
      'with long red hair and round pink glasses',
    ],
    ['yasmin-aksoy', 'Yasmin Aksoy', 1087, 'mit langen dunklen Haaren', 'with long dark hair'],
    [
      'peter-graf',
      'Peter Graf',
      1242,
      'mit weissem Haarkranz und runder Goldbrille',
      'with white hair and round gold glasses',
    ],
    [
      'claudia-frei',
      'Claudia Frei',
      1355,
      'mit rotbraunem Bob und schwarzer Brille',
      'with an auburn bob and black glasses',
    ],
  ].map(([slug, name, size, de, en]) =>
    demoImage({
      objectId: `content-portrait-${String(slug)}`,
      width: 400,
      height: 400,
      fileSize: Number(size),
      alt: {
        de: `Gezeichnetes Porträt von ${String(name)} ${String(de)}`,
        en: `Drawn portrait of ${String(name)} ${String(en)}`,
      },
      focalPoint: { x: 0.5, y: 0.5 },
      tags: ['testimonial'],
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Helpers

/** A link option value as the option schema stores it (all keys present). */
const linkOption = (link: LinkInput) => v.parse(LinkSchema, link);

const text = (value: DeEn) => localized(value.de, value.en);

/** Marks a collection item as hidden: it leaves the containers and waits in the archive. */
function archived(rows: PageRows, archiveKey: string): PageRows {
  const meta: ArchivableMeta = { ...rows.page.meta, hidden: true, archiveKey };
  return { ...rows, page: { ...rows.page, meta, publishedMeta: structuredClone(meta) } };
}

// ---------------------------------------------------------------------------------------------
// Testimonials

interface TestimonialSpec {
  id: string;
  slug: string;
  position: number;
  name: string;
  function: DeEn;
  mediaId: string;
  quote: DeEn;
  story: { de: RichBlock[]; en: RichBlock[] };
}

function testimonial(spec: TestimonialSpec): PageRows {
  return page({
    id: spec.id,
    collection: 'testimonial',
    position: spec.position,
    slug: { de: spec.slug, en: spec.slug },
    name: { de: spec.name, en: spec.name },
    description: {
      de: `Erfahrungsbericht von ${spec.name} bei Optik Sonnenberg in Winterthur: ${spec.quote.de}`,
      en: `Testimonial by ${spec.name} about Optik Sonnenberg in Winterthur: ${spec.quote.en}`,
    },
    groups: [
      group(
        'details',
        'testimonialDetails',
        {
          name: localized(spec.name, spec.name),
          function: text(spec.function),
          image: image(spec.mediaId),
          quote: text(spec.quote),
          description: richText(spec.story.de, spec.story.en),
        },
        { imageFormat: 'square', backgroundColor: 'transparent' },
      ),
      group(
        'cta',
        'cta',
        {
          title: localized('Möchten Sie auch besser sehen?', 'Would you like to see better too?'),
          description: richText(
            [
              'Wir nehmen uns gerne Zeit für Sie – vereinbaren Sie einen Termin in der Altstadt oder in Seen.',
            ],
            ['We are happy to take time for you – book an appointment in the old town or in Seen.'],
          ),
          button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
        },
        { alignment: 'center', backgroundColor: 'primary', shiftedAlignment: 'default', size: 'small' },
      ),
    ],
  });
}

const testimonialPages: PageRows[] = [
  testimonial({
    id: CONTENT_PAGE.testimonialRegula,
    slug: 'regula-brunner',
    position: 0,
    name: 'Regula Brunner',
    function: { de: 'Primarlehrerin aus Winterthur', en: 'Primary school teacher from Winterthur' },
    mediaId: CONTENT_MEDIA.portraitRegula,
    quote: {
      de: 'Endlich eine Gleitsichtbrille, mit der ich die Wandtafel und die Hefte gleich gut sehe. Anna hat sich unglaublich viel Zeit genommen.',
      en: 'Finally varifocals that let me see the blackboard and the exercise books equally well. Anna took so much time for me.',
    },
    story: {
      de: [
        'Mit meiner ersten Gleitsichtbrille von einem Online-Anbieter hatte ich ständig Kopfweh. Bei Optik Sonnenberg hat Anna zuerst gefragt, wie mein Arbeitstag aussieht: Wandtafel, Pult, Laptop und viele Kinderköpfe dazwischen.',
        'Sie hat sehr genau gemessen und mir Gläser mit einem breiten Zwischenbereich empfohlen. Nach zwei Tagen Eingewöhnung war alles klar – und beim Velofahren zur Schule sehe ich heute auch wieder scharf.',
      ],
      en: [
        'My first varifocals from an online shop gave me constant headaches. At Optik Sonnenberg, Anna first asked what my working day looks like: blackboard, desk, laptop and lots of children in between.',
        'She measured very precisely and recommended lenses with a wide intermediate zone. After two days of getting used to them everything was clear – and I see sharply again when I cycle to school.',
      ],
    },
  }),
  testimonial({
    id: CONTENT_PAGE.testimonialThomas,
    slug: 'thomas-meier',
    position: 1,
    name: 'Thomas Meier',
    function: { de: 'Velomechaniker aus Seen', en: 'Bike mechanic from Seen' },
    mediaId: CONTENT_MEDIA.portraitThomas,
    quote: {
      de: 'Meine Sportbrille mit Korrektur sitzt auch auf der Abfahrt vom Bachtel bombenfest. Ich würde nie mehr ohne fahren.',
      en: 'My prescription sports glasses stay put even on the descent from the Bachtel. I would never ride without them again.',
    },
    story: {
      de: [
        'Im Laden schraube ich an Velos, am Wochenende bin ich auf dem Mountainbike unterwegs. Kontaktlinsen vertrage ich bei Wind und Staub schlecht, also brauchte ich eine Sportbrille mit meiner Korrektur.',
        p(
          'Marco hat mir eine stark gebogene Fassung mit ',
          bold('selbsttönenden Gläsern'),
          ' angepasst. Im Wald sind sie hell, auf dem Grat dunkel – genial.',
        ),
      ],
      en: [
        'At work I fix bikes, at weekends I ride my mountain bike. Contact lenses do not agree with me in wind and dust, so I needed sports glasses with my prescription.',
        p(
          'Marco fitted me with a strongly curved frame and ',
          bold('photochromic lenses'),
          '. They are light in the forest and dark on the ridge – brilliant.',
        ),
      ],
    },
  }),
  testimonial({
    id: CONTENT_PAGE.testimonialSandra,
    slug: 'sandra-huber',
    position: 2,
    name: 'Sandra Huber',
    function: { de: 'Mutter von Luca (7)', en: 'Mother of Luca (7)' },
    mediaId: CONTENT_MEDIA.portraitSandra,
    quote: {
      de: 'Luca durfte seine Brille selbst aussuchen und trägt sie seither mit Stolz. Dazu haben wir viel über Kurzsichtigkeit bei Kindern gelernt.',
      en: 'Luca was allowed to choose his glasses himself and has worn them proudly ever since. And we learned a lot about short-sightedness in children.',
    },
    story: {
      de: [
        'Lucas Lehrerin hatte bemerkt, dass er beim Lesen an der Wandtafel die Augen zusammenkneift. Beim Kindersehtest hat Anna spielerisch gemessen – Luca hat gar nicht gemerkt, dass es ein Test war.',
        'Weil seine Kurzsichtigkeit früh begonnen hat, machen wir jetzt beim Myopie-Management mit. Alle sechs Monate gibt es eine Kontrolle, und die flexible Fassung hat schon einen Fussballmatch überlebt.',
      ],
      en: [
        "Luca's teacher noticed that he squinted when reading from the blackboard. During the children's eye test Anna measured everything playfully – Luca did not even notice it was a test.",
        'Because his short-sightedness started early, we now take part in myopia management. There is a check-up every six months, and the flexible frame has already survived a football match.',
      ],
    },
  }),
  testimonial({
    id: CONTENT_PAGE.testimonialYasmin,
    slug: 'yasmin-aksoy',
    position: 3,
    name: 'Yasmin Aksoy',
    function: { de: 'Pflegefachfrau HF', en: 'Registered nurse' },
    mediaId: CONTENT_MEDIA.portraitYasmin,
    quote: {
      de: 'Dank der neuen Tageslinsen habe ich auch nach zwölf Stunden Nachtdienst keine trockenen Augen mehr.',
      en: 'Thanks to my new daily lenses my eyes no longer feel dry, even after a twelve-hour night shift.',
    },
    story: {
      de: [
        'Im Spital trage ich Maske und arbeite oft unter trockener Klimaanlage. Mit meinen alten Monatslinsen hat das nicht mehr funktioniert.',
        'Marco hat meinen Tränenfilm untersucht und mir Tageslinsen aus einem besonders feuchten Material empfohlen. Das Linsen-Abo kommt jetzt bequem nach Hause, und die Kontrolle einmal im Jahr ist inklusive.',
      ],
      en: [
        'At the hospital I wear a mask and often work under dry air conditioning. My old monthly lenses just did not work any more.',
        'Marco examined my tear film and recommended daily lenses made of a particularly moist material. The lens subscription now comes conveniently to my home, and the yearly check-up is included.',
      ],
    },
  }),
  testimonial({
    id: CONTENT_PAGE.testimonialPeter,
    slug: 'peter-graf',
    position: 4,
    name: 'Peter Graf',
    function: { de: 'Pensionierter Lokführer', en: 'Retired train driver' },
    mediaId: CONTENT_MEDIA.portraitPeter,
    quote: {
      de: '42 Jahre lang habe ich Signale gelesen, heute lese ich Krimis. Der gründliche Sehtest hat sich gelohnt.',
      en: 'For 42 years I read signals, today I read crime novels. The thorough eye test was worth it.',
    },
    story: {
      de: [
        'Nach der Pensionierung wollte ich eigentlich nur eine Lesebrille aus dem Drehständer. Lea hat mich überzeugt, zuerst einen richtigen Sehtest zu machen.',
        'Dabei kam heraus, dass meine Augen unterschiedlich stark sind. Mit der angepassten Lesebrille lese ich jetzt stundenlang ohne müde Augen – und die Brille für die Ferne habe ich gleich dazu bekommen.',
      ],
      en: [
        'After retiring I really only wanted reading glasses from the spinning rack. Lea persuaded me to have a proper eye test first.',
        'It turned out that my two eyes differ in strength. With the made-to-measure reading glasses I now read for hours without tired eyes – and I got a pair for distance vision at the same time.',
      ],
    },
  }),
  archived(
    testimonial({
      id: CONTENT_PAGE.testimonialClaudia,
      slug: 'claudia-frei',
      position: 5,
      name: 'Claudia Frei',
      function: { de: 'Grafikerin', en: 'Graphic designer' },
      mediaId: CONTENT_MEDIA.portraitClaudia,
      quote: {
        de: 'Bei der Brillenaktion im Herbst 2023 habe ich meine Bildschirmbrille gefunden – zum halben Preis für die Zweitbrille.',
        en: 'At the glasses promotion in autumn 2023 I found my screen glasses – with the second pair at half price.',
      },
      story: {
        de: [
          'Den ganzen Tag am Bildschirm, abends müde Augen: Die Bildschirmbrille mit Blaulichtfilter war genau das Richtige.',
        ],
        en: [
          'All day at the screen, tired eyes in the evening: screen glasses with a blue light filter were just right.',
        ],
      },
    }),
    'Aktion 2023',
  ),
];

// ---------------------------------------------------------------------------------------------
// Showcase page 'Brillen & Kontaktlinsen'

interface ImageCardSpec {
  key: string;
  mediaId: string;
  title: DeEn;
  text: DeEn;
  link?: LinkInput;
  button?: { label: DeEn; link: LinkInput };
}

function imageCard(spec: ImageCardSpec): GroupSpec {
  return group(
    spec.key,
    'imageCard',
    {
      image: image(spec.mediaId),
      title: text(spec.title),
      description: richText([spec.text.de], [spec.text.en]),
      ...(spec.button
        ? { button: button(spec.button.label.de, spec.button.label.en, spec.button.link) }
        : {}),
    },
    { objectFit: 'cover', ...(spec.link ? { link: linkOption(spec.link) } : {}) },
  );
}

interface ServiceCardSpec {
  key: string;
  mediaId: string;
  title: DeEn;
  text: DeEn;
  duration: DeEn;
  cost: DeEn;
  button: { label: DeEn; link: LinkInput };
}

function serviceCard(spec: ServiceCardSpec): GroupSpec {
  return group(
    spec.key,
    'serviceCard',
    {
      image: image(spec.mediaId),
      title: text(spec.title),
      description: richText([spec.text.de], [spec.text.en]),
      duration: text(spec.duration),
      cost: text(spec.cost),
      button: button(spec.button.label.de, spec.button.label.en, spec.button.link),
    },
    { imageFormat: 'square' },
  );
}

const appointment = {
  label: { de: 'Termin buchen', en: 'Book an appointment' },
  link: pageLink(PAGE.contact),
};

const glassesPage: PageRows = page({
  id: CONTENT_PAGE.glasses,
  position: 20,
  slug: { de: 'brillen', en: 'glasses' },
  name: { de: 'Brillen & Kontaktlinsen', en: 'Glasses & contact lenses' },
  description: {
    de: 'Brillen, Sonnenbrillen, Kinderbrillen und Kontaktlinsen bei Optik Sonnenberg in Winterthur: grosse Auswahl, eigene Werkstatt und persönliche Beratung.',
    en: "Glasses, sunglasses, children's glasses and contact lenses at Optik Sonnenberg in Winterthur: a wide choice, our own workshop and personal advice.",
  },
  ogImageId: CONTENT_MEDIA.shopInterior,
  groups: [
    group(
      'hero',
      'hero',
      {
        kicker: localized('Brillen & Kontaktlinsen', 'Glasses & contact lenses'),
        title: localized('Die Brille, die zu Ihnen passt', 'Glasses that suit you'),
        description: richText(
          [
            'Über 600 Fassungen von Schweizer und europäischen Manufakturen, präzise Gläser und eine Beratung, die sich Zeit nimmt – für Alltag, Beruf, Sport und Freizeit.',
          ],
          [
            'Over 600 frames from Swiss and European makers, precise lenses and advice that takes its time – for everyday life, work, sport and leisure.',
          ],
        ),
        image: image(CONTENT_MEDIA.shopInterior),
        button: button('Beratung vereinbaren', 'Arrange a consultation', pageLink(PAGE.contact)),
        secondaryButton: button(
          'Zum Sehtest',
          'About the eye test',
          pageLink(PAGE.serviceEyeTest, 'service'),
        ),
      },
      { alignment: 'left', size: 'medium', objectFit: 'cover', backgroundColor: 'background' },
    ),
    group(
      'frames',
      'imageBoard',
      {
        kicker: localized('Unsere Auswahl', 'Our range'),
        title: localized('Fassungen für jedes Gesicht', 'Frames for every face'),
        description: richText(
          [
            'Von zeitlos rund bis markant eckig: Stöbern Sie in unseren Lieblingen – und probieren Sie sie im Laden in aller Ruhe an.',
          ],
          [
            'From timelessly round to boldly angular: browse our favourites – and try them on in the shop at your leisure.',
          ],
        ),
      },
      { gridLayout: 'masonry', columnLayout: 3, alignment: 'left', backgroundColor: 'transparent' },
      [
        imageCard({
          key: 'round',
          mediaId: CONTENT_MEDIA.framesRound,
          title: { de: 'Runde Fassungen', en: 'Round frames' },
          text: {
            de: 'Leicht, freundlich und wieder ganz im Trend: runde Fassungen aus Acetat und Titan, in Horn-, Honig- und Goldtönen.',
            en: 'Light, friendly and back in fashion: round frames in acetate and titanium, in tortoiseshell, honey and gold.',
          },
        }),
        imageCard({
          key: 'classic',
          mediaId: CONTENT_MEDIA.framesClassic,
          title: { de: 'Eckig und markant', en: 'Bold and angular' },
          text: {
            de: 'Klare Linien für ein starkes Gesicht: von der schmalen Bürobrille bis zur kräftigen Acetatfassung aus dem Jura.',
            en: 'Clear lines for a strong face: from slim office glasses to chunky acetate frames made in the Jura.',
          },
        }),
        imageCard({
          key: 'kids',
          mediaId: CONTENT_MEDIA.kidsGlasses,
          title: { de: 'Kinderbrillen', en: "Children's glasses" },
          text: {
            de: 'Biegsam, bunt und robust genug für den Pausenplatz – mit Gläsern, die beim Sturz nicht splittern.',
            en: 'Flexible, colourful and tough enough for the playground – with lenses that do not shatter in a fall.',
          },
          button: {
            label: { de: 'Kindersehtest buchen', en: "Book a children's eye test" },
            link: pageLink(PAGE.contact),
          },
        }),
        imageCard({
          key: 'sun',
          mediaId: MEDIA.sunglasses,
          title: { de: 'Sonnenbrillen', en: 'Sunglasses' },
          text: {
            de: 'Voller UV-Schutz bis 400 Nanometer, auf Wunsch in Ihrer Korrektur und mit polarisierenden Gläsern.',
            en: 'Full UV protection up to 400 nanometres, in your prescription if you like and with polarised lenses.',
          },
          link: pageLink(PAGE.serviceSunglasses, 'service'),
        }),
        imageCard({
          key: 'reading',
          mediaId: CONTENT_MEDIA.readingGlasses,
          title: { de: 'Lesebrillen', en: 'Reading glasses' },
          text: {
            de: 'Nach Mass statt von der Stange: Wir messen beide Augen einzeln und passen den Leseabstand an Ihre Lieblingsbücher an.',
            en: 'Made to measure rather than off the peg: we measure each eye separately and set the reading distance for your favourite books.',
          },
        }),
        imageCard({
          key: 'lenses',
          mediaId: MEDIA.contactLenses,
          title: { de: 'Kontaktlinsen', en: 'Contact lenses' },
          text: {
            de: 'Tageslinsen, Monatslinsen und formstabile Linsen – angepasst von unserem Kontaktlinsenspezialisten.',
            en: 'Daily, monthly and rigid lenses – fitted by our contact lens specialist.',
          },
          link: pageLink(PAGE.serviceContactLenses, 'service'),
        }),
        imageCard({
          key: 'workshop',
          mediaId: CONTENT_MEDIA.workshop,
          title: { de: 'Eigene Werkstatt', en: 'Our own workshop' },
          text: {
            de: 'Gläser schleifen, Bügel richten, Schrauben ersetzen: In unserer Werkstatt ist Ihre Brille in guten Händen.',
            en: 'Edging lenses, adjusting temples, replacing screws: in our workshop your glasses are in good hands.',
          },
        }),
        imageCard({
          key: 'eye-test',
          mediaId: CONTENT_MEDIA.eyeTest,
          title: { de: 'Sehtest', en: 'Eye test' },
          text: {
            de: 'Der Anfang jeder guten Brille: rund 30 Minuten, modern gemessen und verständlich erklärt.',
            en: 'Where every good pair of glasses begins: about 30 minutes, measured with modern equipment and clearly explained.',
          },
          link: pageLink(PAGE.serviceEyeTest, 'service'),
        }),
      ],
    ),
    group(
      'care',
      'serviceBoard',
      {
        kicker: localized('Service', 'Service'),
        title: localized('Rund um Ihre Brille', 'All about your glasses'),
        description: richText(
          ['Was wir für Sie tun – mit Dauer und Preis auf einen Blick.'],
          ['What we do for you – with duration and price at a glance.'],
        ),
      },
      { gridLayout: 'grid', columnLayout: 4, alignment: 'left', backgroundColor: 'header' },
      [
        serviceCard({
          key: 'consultation',
          mediaId: CONTENT_MEDIA.framesClassic,
          title: { de: 'Brillenberatung', en: 'Frame consultation' },
          text: {
            de: 'Wir finden gemeinsam die Fassung, die zu Gesicht, Stil und Alltag passt – ehrlich beraten, ohne Kaufzwang.',
            en: 'Together we find the frame that suits your face, style and daily life – honest advice, no obligation to buy.',
          },
          duration: { de: '45 Minuten', en: '45 minutes' },
          cost: { de: 'kostenlos', en: 'free of charge' },
          button: appointment,
        }),
        serviceCard({
          key: 'varifocal',
          mediaId: CONTENT_MEDIA.readingGlasses,
          title: { de: 'Gleitsichtbrille', en: 'Varifocal glasses' },
          text: {
            de: 'Eine Brille für Nähe, Zwischenbereich und Ferne: genau vermessen und auf Ihre Sehgewohnheiten abgestimmt.',
            en: 'One pair for near, intermediate and far: precisely measured and tuned to the way you use your eyes.',
          },
          duration: { de: '60 Minuten', en: '60 minutes' },
          cost: { de: 'ab CHF 490', en: 'from CHF 490' },
          button: appointment,
        }),
        serviceCard({
          key: 'kids',
          mediaId: CONTENT_MEDIA.kidsGlasses,
          title: { de: 'Kinderbrille', en: "Children's glasses" },
          text: {
            de: 'Kindgerechter Sehtest, robuste Fassungen und ein Jahr Bruchgarantie für kleine Abenteurer.',
            en: 'A child-friendly eye test, sturdy frames and a one-year breakage guarantee for little adventurers.',
          },
          duration: { de: '30 Minuten', en: '30 minutes' },
          cost: { de: 'ab CHF 149', en: 'from CHF 149' },
          button: appointment,
        }),
        serviceCard({
          key: 'repair',
          mediaId: CONTENT_MEDIA.workshop,
          title: { de: 'Reparatur & Service', en: 'Repairs & servicing' },
          text: {
            de: 'Schraube locker, Bügel verbogen, Nasenpad verloren? Kleine Reparaturen erledigen wir meist, während Sie warten.',
            en: 'Loose screw, bent temple, lost nose pad? We usually do small repairs while you wait.',
          },
          duration: { de: '15 Minuten', en: '15 minutes' },
          cost: { de: 'meist kostenlos', en: 'usually free' },
          button: { label: { de: 'Jetzt anrufen', en: 'Call us now' }, link: phoneLink(BUSINESS.phone) },
        }),
      ],
    ),
    group(
      'next',
      'multiCta',
      {
        kicker: localized('So geht es weiter', 'Your next step'),
        title: localized('Sehtest machen', 'Have an eye test'),
        description: richText(
          ['In rund 30 Minuten wissen Sie, wie gut Sie sehen – und was Ihren Augen guttut.'],
          ['In about 30 minutes you will know how well you see – and what is good for your eyes.'],
        ),
        button: button('Zum Sehtest', 'About the eye test', pageLink(PAGE.serviceEyeTest, 'service')),
        secondaryTitle: localized('Kontaktlinsen testen', 'Try contact lenses'),
        secondaryDescription: richText(
          ['Die erste Probelinse tragen Sie eine Woche lang kostenlos.'],
          ['Wear your first trial lenses for a week free of charge.'],
        ),
        secondaryButton: button(
          'Mehr zu Kontaktlinsen',
          'More about contact lenses',
          pageLink(PAGE.serviceContactLenses, 'service'),
        ),
        tertiaryTitle: localized('Brille reparieren', 'Get your glasses fixed'),
        tertiaryDescription: richText(
          ['Kleine Reparaturen erledigen wir meist sofort und kostenlos.'],
          ['We usually do small repairs on the spot and free of charge.'],
        ),
        tertiaryButton: button('Jetzt anrufen', 'Call us now', phoneLink(BUSINESS.phone)),
      },
      { alignment: 'center', backgroundColor: 'primary', textSize: 'medium' },
    ),
    group(
      'services',
      'servicesContainer',
      {
        kicker: localized('Dienstleistungen', 'Services'),
        title: localized('Alles für gutes Sehen', 'Everything for good vision'),
        description: richText(
          [
            'Vom Sehtest über Kontaktlinsen bis zur Sonnenbrille: Lesen Sie mehr über unsere Dienstleistungen.',
          ],
          ['From eye tests and contact lenses to sunglasses: read more about our services.'],
        ),
      },
      {
        gridLayout: 'grid',
        columnLayout: 3,
        imageFormat: 'portrait',
        alignment: 'left',
        backgroundColor: 'transparent',
      },
    ),
    group(
      'craft',
      'textOnImage',
      {
        kicker: localized('Handwerk', 'Craftsmanship'),
        title: localized(
          'Jede Brille in der eigenen Werkstatt angepasst',
          'Every pair fitted in our own workshop',
        ),
        description: richText(
          [
            'Wir schleifen die Gläser selbst, richten die Fassung auf Ihr Gesicht aus und prüfen jede Brille zweimal, bevor wir sie Ihnen übergeben.',
          ],
          [
            'We edge the lenses ourselves, adjust the frame to your face and check every pair twice before we hand it over to you.',
          ],
        ),
        backgroundImage: image(CONTENT_MEDIA.workshop),
        button: button('Werkstatt besuchen', 'Visit the workshop', pageLink(PAGE.contact)),
      },
      {
        media: 'image',
        textPosition: 'center-right',
        textColor: 'background',
        textSize: 'medium',
        size: 'medium',
        objectFit: 'cover',
      },
    ),
    group(
      'visit',
      'imageCollage',
      {
        kicker: localized('Besuchen Sie uns', 'Come and see us'),
        title: localized(
          'Zeit für Ihre Augen – in der Altstadt und in Seen',
          'Time for your eyes – in the old town and in Seen',
        ),
        description: richText(
          [
            'Kommen Sie vorbei, probieren Sie in Ruhe an und lassen Sie sich beraten. Im Laden an der Marktgasse finden Sie unsere grosse Auswahl an Fassungen, in Seen unseren Kontaktlinsen-Schwerpunkt.',
          ],
          [
            'Drop by, try frames on at your leisure and get advice. In the shop on Marktgasse you will find our large range of frames, in Seen our contact lens specialists.',
          ],
        ),
        button: button('Öffnungszeiten & Anfahrt', 'Opening hours & directions', pageLink(PAGE.contact)),
        image: image(CONTENT_MEDIA.shopInterior),
        secondaryImage: image(CONTENT_MEDIA.framesRound),
        tertiaryImage: image(CONTENT_MEDIA.eyeTest),
        quaternaryImage: image(CONTENT_MEDIA.kidsGlasses),
      },
      { shiftedAlignment: 'default', alignment: 'left', backgroundColor: 'transparent' },
    ),
    group(
      'team',
      'teamContainer',
      {
        kicker: localized('Beratung', 'Advice'),
        title: localized('Ihre Ansprechpersonen', 'Who will advise you'),
        description: richText(
          ['Wählen Sie einen Namen, um mehr über die Person zu erfahren.'],
          ['Choose a name to learn more about the person.'],
        ),
      },
      {
        gridLayout: 'split',
        columnLayout: 3,
        imageFormat: 'square',
        alignment: 'left',
        backgroundColor: 'transparent',
      },
    ),
    group(
      'voices',
      'testimonialsContainer',
      {
        kicker: localized('Kundenstimmen', 'Customer voices'),
        title: localized('Das sagen unsere Kundinnen und Kunden', 'In our customers’ words'),
      },
      { gridLayout: 'carousel', columnLayout: 3, alignment: 'center', backgroundColor: 'header' },
    ),
    group(
      'tips',
      'richTextBlock',
      {
        kicker: localized('Gut zu wissen', 'Good to know'),
        title: localized('Was Sie zum Brillenkauf mitbringen', 'What to bring when you buy glasses'),
        text: richText(
          [
            bullets(
              ['Ihre aktuelle Brille oder Ihre Kontaktlinsen'],
              ['Ein ärztliches Rezept, falls Sie eines haben'],
              ['Die Police Ihrer Zusatzversicherung – viele Kassen beteiligen sich an den Kosten'],
            ),
            heading('Garantie und Service', 3),
            'Auf alle Brillen geben wir zwei Jahre Garantie. Reinigung, Nachjustieren und kleine Ersatzteile sind für Sie immer kostenlos.',
          ],
          [
            bullets(
              ['Your current glasses or contact lenses'],
              ["A doctor's prescription, if you have one"],
              ['Your supplementary insurance policy – many insurers contribute to the cost'],
            ),
            heading('Guarantee and service', 3),
            'All our glasses come with a two-year guarantee. Cleaning, readjusting and small spare parts are always free for you.',
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent', size: 'small' },
    ),
    group(
      'call',
      'cta',
      {
        title: localized('Noch Fragen zur neuen Brille?', 'Any questions about new glasses?'),
        description: richText(
          ['Rufen Sie uns an oder kommen Sie einfach vorbei – wir beraten Sie gerne.'],
          ['Give us a call or just drop by – we are glad to help.'],
        ),
        image: image(CONTENT_MEDIA.readingGlasses),
        button: button('Jetzt anrufen', 'Call us now', phoneLink(BUSINESS.phone)),
      },
      { alignment: 'left', backgroundColor: 'secondary', shiftedAlignment: 'default', size: 'medium' },
    ),
  ],
});

/** Pages this area adds to the demo site: the showcase page and the testimonial collection. */
export const contentPages: PageRows[] = [glassesPage, ...testimonialPages];

/** Blocks this area places on the home page, after its existing blocks. */
export const contentHomeGroups: GroupSpec[] = [
  group(
    'testimonials',
    'testimonialsContainer',
    {
      kicker: localized('Kundenstimmen', 'Customer voices'),
      title: localized('Was unsere Kundschaft erzählt', 'What our customers tell us'),
    },
    { gridLayout: 'masonry', columnLayout: 3, alignment: 'left', backgroundColor: 'transparent' },
  ),
];
