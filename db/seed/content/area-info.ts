/**
 * Demo content of the info area: five pages that show the information blocks with realistic
 * content of Optik Sonnenberg: "Öffnungszeiten & Standorte" (contact block for all branches and
 * the booking container as a button and as an embedded booking page), "Shop" (two product boards,
 * three and four columns), "Aktuelles" (news board), "Kurse" (courses and a one-branch contact
 * block) and "So läuft ein Sehtest ab" (step feed), plus a news teaser on the home page. The
 * product, step and news images are drawn under public/demo/info-*.svg.
 * Wired into the seed by db/seed/index.ts and home.ts.
 */
import {
  bold,
  button,
  demoImage,
  group,
  image,
  localized,
  p,
  page,
  pageLink,
  richText,
  single,
  urlLink,
  type GroupSpec,
  type MediaRow,
  type PageRows,
  type RichBlock,
} from '../builders.ts';
import { DEMO, MEDIA, PAGE } from '../ids.ts';
import { BOOKING_URL } from './site.ts';

/** Page ids of this area. */
export const INFO_PAGE = {
  locations: 'page-opening-hours',
  shop: 'page-shop',
  news: 'page-news',
  courses: 'page-courses',
  eyeTest: 'page-eye-test-steps',
} as const;

/** Media ids of this area's images (files public/demo/info-*.svg). */
export const INFO_MEDIA = {
  frameRound: 'media-info-frame-round',
  frameAviator: 'media-info-frame-aviator',
  frameCateye: 'media-info-frame-cateye',
  frameRectangular: 'media-info-frame-rectangular',
  framePanto: 'media-info-frame-panto',
  sunglassesSport: 'media-info-sunglasses-sport',
  frameKids: 'media-info-frame-kids',
  stepTalk: 'media-info-step-talk',
  stepMeasure: 'media-info-step-measure',
  stepTest: 'media-info-step-test',
  stepAdvice: 'media-info-step-advice',
  stepFit: 'media-info-step-fit',
  newsWorkshop: 'media-info-news-workshop',
  newsMyopia: 'media-info-news-myopia',
  newsHolidays: 'media-info-news-holidays',
  bookingCalendar: 'media-info-booking-calendar',
} as const;

/** Booking pages of the demo (reserved .invalid host: e2e tests answer it with a local stub). */
export const INFO_BOOKING = {
  embedded: BOOKING_URL,
  appointment: `${BOOKING_URL}/termin`,
  healthOptics: 'https://booking.example.invalid/gesundheitsoptik/optik-sonnenberg',
} as const;

// ---------------------------------------------------------------------------------------------
// Media

const product = (objectId: string, fileSize: number, de: string, en: string): MediaRow =>
  demoImage({ objectId, width: 400, height: 400, fileSize, alt: { de, en }, tags: ['shop'] });
const illustration = (objectId: string, size: [number, number, number], de: string, en: string): MediaRow =>
  demoImage({
    objectId,
    width: size[0],
    height: size[1],
    fileSize: size[2],
    alt: { de, en },
    tags: ['info'],
  });

/** Demo images this area draws (files under public/demo/). */
export const infoMedia: MediaRow[] = [
  product(
    'info-frame-round',
    945,
    'Runde Brille aus braunem Schildpatt-Acetat',
    'Round glasses in brown tortoiseshell acetate',
  ),
  product(
    'info-frame-aviator',
    1077,
    'Goldene Pilotenbrille aus Titan',
    'Gold aviator glasses made of titanium',
  ),
  product('info-frame-cateye', 1038, 'Rote Cat-Eye-Brille', 'Red cat-eye glasses'),
  product('info-frame-rectangular', 1174, 'Schwarze rechteckige Brille', 'Black rectangular glasses'),
  product('info-frame-panto', 1045, 'Dunkelblaue Panto-Brille', 'Dark blue panto glasses'),
  product(
    'info-sunglasses-sport',
    1032,
    'Sport-Sonnenbrille mit dunkel getönten Gläsern',
    'Sports sunglasses with dark tinted lenses',
  ),
  product(
    'info-frame-kids',
    922,
    'Grüne Kinderbrille mit runden Gläsern',
    "Green children's glasses with round lenses",
  ),
  illustration(
    'info-step-talk',
    [400, 300, 745],
    'Zwei Sprechblasen stehen für das Vorgespräch',
    'Two speech bubbles stand for the first conversation',
  ),
  illustration(
    'info-step-measure',
    [400, 300, 561],
    'Ein Auge mit Messlinien für die Vormessung',
    'An eye with measuring lines for the preliminary measurement',
  ),
  illustration(
    'info-step-test',
    [400, 300, 984],
    'Eine Messbrille vor einer Sehtafel',
    'A trial frame in front of an eye chart',
  ),
  illustration(
    'info-step-advice',
    [400, 300, 763],
    'Drei Brillengläser unterschiedlicher Tönung zur Auswahl',
    'Three spectacle lenses with different tints to choose from',
  ),
  illustration(
    'info-step-fit',
    [400, 300, 615],
    'Eine Brille mit einem kleinen Schraubenzieher',
    'A pair of glasses with a small screwdriver',
  ),
  illustration(
    'info-news-workshop',
    [600, 400, 1089],
    'Werkbank mit Brillenfassungen und Werkzeug',
    'Workbench with spectacle frames and tools',
  ),
  illustration(
    'info-news-myopia',
    [600, 400, 925],
    'Ein Kind mit grüner Brille liest ein Buch',
    'A child with green glasses reading a book',
  ),
  illustration(
    'info-news-holidays',
    [600, 400, 832],
    'Kalenderblatt mit einem goldenen Stern für die Festtage',
    'Calendar page with a golden star for the holidays',
  ),
  illustration(
    'info-booking-calendar',
    [600, 400, 1312],
    'Kalender mit einem gebuchten Termin und einem grünen Häkchen',
    'Calendar with a booked appointment and a green tick',
  ),
];

// ---------------------------------------------------------------------------------------------
// Shared pieces

interface Texts {
  de: string;
  en: string;
}

/** A small hero: the page's h1 with a short introduction. */
function pageHero(
  kicker: Texts,
  title: Texts,
  text: [readonly RichBlock[], readonly RichBlock[]],
  mediaId: string,
): GroupSpec {
  return group(
    'hero',
    'hero',
    {
      kicker: localized(kicker.de, kicker.en),
      title: localized(title.de, title.en),
      description: richText(...text),
      image: image(mediaId),
    },
    { alignment: 'left', size: 'small', objectFit: 'cover', backgroundColor: 'background' },
  );
}

// ---------------------------------------------------------------------------------------------
// Öffnungszeiten & Standorte

const locationsPage: PageRows = page({
  id: INFO_PAGE.locations,
  position: 40,
  slug: { de: 'oeffnungszeiten-standorte', en: 'opening-hours-locations' },
  name: { de: 'Öffnungszeiten & Standorte', en: 'Opening hours & locations' },
  description: {
    de: 'Öffnungszeiten, Feiertage und Adressen von Optik Sonnenberg an der Marktgasse und in Seen – und Ihr Termin online.',
    en: 'Opening hours, public holidays and addresses of Optik Sonnenberg on Marktgasse and in Seen – and your appointment online.',
  },
  groups: [
    pageHero(
      { de: 'Zweimal in Winterthur', en: 'Twice in Winterthur' },
      { de: 'Öffnungszeiten & Standorte', en: 'Opening hours & locations' },
      [
        [
          'Sie finden uns in der Altstadt an der Marktgasse und in Seen an der Tösstalstrasse. An Feiertagen bleiben beide Geschäfte geschlossen; abweichende Öffnungszeiten sehen Sie unten.',
        ],
        [
          'You will find us in the old town on Marktgasse and in Seen on Tösstalstrasse. Both shops are closed on public holidays; any changes to our opening hours are listed below.',
        ],
      ],
      MEDIA.shopWindow,
    ),
    group(
      'contact',
      'contact',
      {
        kicker: localized('Kontakt', 'Contact'),
        title: localized('Unsere Geschäfte', 'Our shops'),
        description: richText(
          [
            'Rufen Sie uns an oder kommen Sie vorbei – für Reparaturen und kleine Anpassungen brauchen Sie keinen Termin.',
          ],
          ['Give us a call or drop by – you do not need an appointment for repairs and small adjustments.'],
        ),
      },
      {
        location: [],
        showOpeningHours: true,
        showUpcoming: true,
        alignment: 'left',
        backgroundColor: 'transparent',
      },
    ),
    group('spacer', 'spacer', {}, { size: 'small', divider: true }),
    group(
      'booking',
      'bookingContainer',
      {
        kicker: localized('Online-Termin', 'Online appointment'),
        title: localized('Sehtest oder Beratung buchen', 'Book an eye test or a consultation'),
        description: richText(
          [
            'Wählen Sie Standort, Dienstleistung und Zeit selbst – rund um die Uhr. Sie erhalten sofort eine Bestätigung per E-Mail.',
          ],
          [
            'Choose the shop, the service and the time yourself – around the clock. You will receive a confirmation by e-mail straight away.',
          ],
        ),
        image: image(INFO_MEDIA.bookingCalendar),
        // The label of the booking button; its own link is the same page, for when the option is cleared.
        button: button(
          'Termin online buchen',
          'Book an appointment online',
          urlLink(INFO_BOOKING.appointment),
        ),
      },
      {
        bookingLink: { type: 'appointment', url: INFO_BOOKING.appointment },
        alignment: 'left',
        backgroundColor: 'background',
      },
    ),
    group(
      'booking-embedded',
      'bookingContainer',
      {
        kicker: localized('Direkt hier buchen', 'Book right here'),
        title: localized('Freie Termine', 'Available appointments'),
        description: richText(
          ['Die Buchungsseite unseres Terminpartners zeigt alle freien Termine der nächsten Wochen.'],
          ["Our booking partner's page shows every free appointment of the coming weeks."],
        ),
      },
      {
        bookingLink: { type: 'iframe', url: INFO_BOOKING.embedded },
        alignment: 'left',
        backgroundColor: 'transparent',
      },
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// Shop

interface ProductSpec {
  key: string;
  mediaId: string;
  subtitle: Texts;
  title: Texts;
  text: Texts;
  /** Price in CHF as the editor typed it. */
  cost: string;
}

function productCard(spec: ProductSpec): GroupSpec {
  return group(
    spec.key,
    'productCard',
    {
      image: image(spec.mediaId),
      subtitle: localized(spec.subtitle.de, spec.subtitle.en),
      title: localized(spec.title.de, spec.title.en),
      description: richText([spec.text.de], [spec.text.en]),
      cost: single(spec.cost),
      button: button('Im Geschäft anprobieren', 'Try it on in store', pageLink(INFO_PAGE.locations)),
    },
    { imageFormat: 'square', objectFit: 'contain' },
  );
}

const shopPage: PageRows = page({
  id: INFO_PAGE.shop,
  position: 41,
  slug: { de: 'shop', en: 'shop' },
  name: { de: 'Shop', en: 'Shop' },
  description: {
    de: 'Brillenfassungen und Sonnenbrillen aus unserem Sortiment mit Preisen – zum Anprobieren an der Marktgasse und in Seen.',
    en: 'Spectacle frames and sunglasses from our range with prices – to try on at Marktgasse and in Seen.',
  },
  groups: [
    pageHero(
      { de: 'Fassungen & Sonnenbrillen', en: 'Frames & sunglasses' },
      { de: 'Shop', en: 'Shop' },
      [
        [
          'Eine kleine Auswahl aus über 600 Fassungen in unseren Geschäften. Die Preise gelten für die Fassung; Gläser berechnen wir nach Ihrer Sehstärke.',
        ],
        [
          'A small selection of the more than 600 frames in our shops. Prices are for the frame; lenses are priced according to your prescription.',
        ],
      ],
      MEDIA.sunglasses,
    ),
    group(
      'frames',
      'productBoard',
      {
        kicker: localized('Neu eingetroffen', 'Just arrived'),
        title: localized('Fassungen der Saison', 'Frames of the season'),
        description: richText(
          ['Leichte Titan- und Acetatfassungen, von Hand gefertigt in kleinen Ateliers in Europa.'],
          ['Light titanium and acetate frames, handmade in small workshops in Europe.'],
        ),
      },
      { columnLayout: 3, alignment: 'left', backgroundColor: 'transparent' },
      [
        productCard({
          key: 'round',
          mediaId: INFO_MEDIA.frameRound,
          subtitle: { de: 'Sonnenberg Edition', en: 'Sonnenberg Edition' },
          title: { de: 'Altstadt Rund', en: 'Old Town Round' },
          text: {
            de: 'Runde Fassung aus Schildpatt-Acetat mit Federscharnieren.',
            en: 'Round tortoiseshell acetate frame with spring hinges.',
          },
          cost: '289',
        }),
        productCard({
          key: 'aviator',
          mediaId: INFO_MEDIA.frameAviator,
          subtitle: { de: 'Atelier Winterthur', en: 'Atelier Winterthur' },
          title: { de: 'Pilot Titan', en: 'Pilot Titanium' },
          text: {
            de: 'Federleichte Pilotenbrille aus Titan, nur 12 Gramm.',
            en: 'Featherweight titanium aviator, only 12 grams.',
          },
          cost: "1'049.00",
        }),
        productCard({
          key: 'cateye',
          mediaId: INFO_MEDIA.frameCateye,
          subtitle: { de: 'Nordlicht Eyewear', en: 'Nordlicht Eyewear' },
          title: { de: 'Katzenauge Rubin', en: 'Ruby Cat-Eye' },
          text: {
            de: 'Markante Cat-Eye-Form in leuchtendem Rot.',
            en: 'A striking cat-eye shape in bright red.',
          },
          cost: '259.50',
        }),
      ],
    ),
    group(
      'more',
      'productBoard',
      {
        kicker: localized('Für jeden Tag', 'For every day'),
        title: localized('Klassiker, Sport und Kinder', 'Classics, sports and children'),
        button: button('Öffnungszeiten ansehen', 'See opening hours', pageLink(INFO_PAGE.locations)),
      },
      { columnLayout: 4, alignment: 'left', backgroundColor: 'background' },
      [
        productCard({
          key: 'rectangular',
          mediaId: INFO_MEDIA.frameRectangular,
          subtitle: { de: 'Sonnenberg Edition', en: 'Sonnenberg Edition' },
          title: { de: 'Marktgasse Eckig', en: 'Marktgasse Square' },
          text: { de: 'Zeitlos schwarz, passt zu jedem Gesicht.', en: 'Timeless black, suits every face.' },
          cost: '219',
        }),
        productCard({
          key: 'panto',
          mediaId: INFO_MEDIA.framePanto,
          subtitle: { de: 'Nordlicht Eyewear', en: 'Nordlicht Eyewear' },
          title: { de: 'Panto Nachtblau', en: 'Midnight Panto' },
          text: { de: 'Weiche Panto-Form in tiefem Blau.', en: 'A soft panto shape in deep blue.' },
          cost: '239',
        }),
        productCard({
          key: 'sport',
          mediaId: INFO_MEDIA.sunglassesSport,
          subtitle: { de: 'Velo & Berg', en: 'Bike & mountain' },
          title: { de: 'Sport-Sonnenbrille Tössegg', en: 'Tössegg sports sunglasses' },
          text: {
            de: 'Gebogene Scheiben mit UV-400-Schutz, auf Wunsch mit Korrekturgläsern.',
            en: 'Wrap-around lenses with UV 400 protection, prescription lenses on request.',
          },
          cost: '189',
        }),
        productCard({
          key: 'kids',
          mediaId: INFO_MEDIA.frameKids,
          subtitle: { de: 'Für Kinder', en: 'For children' },
          title: { de: 'Kinderbrille Frosch', en: "Children's frame Frog" },
          text: {
            de: 'Biegsam, leicht und mit Sportband. Für Kinder von 4 bis 10 Jahren.',
            en: 'Flexible, light and with a sports band. For children aged 4 to 10.',
          },
          cost: '129',
        }),
      ],
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// Aktuelles / News

interface NewsSpec {
  key: string;
  mediaId: string | null;
  kicker: Texts;
  /** 'YYYY-MM-DD', or null to show the spec's 'N/A'. */
  date: string | null;
  title: Texts;
  text: [readonly RichBlock[], readonly RichBlock[]];
}

const NEWS: NewsSpec[] = [
  {
    key: 'holidays',
    mediaId: INFO_MEDIA.newsHolidays,
    kicker: { de: 'In eigener Sache', en: 'Shop news' },
    date: '2026-11-19',
    title: { de: 'Öffnungszeiten über die Festtage', en: 'Opening hours over the holidays' },
    text: [
      [
        'An Heiligabend sind wir bis 14 Uhr für Sie da, am Weihnachtstag und am Stephanstag bleiben beide Geschäfte geschlossen. Zwischen den Jahren gelten die üblichen Öffnungszeiten, und ab dem 2. Januar sind wir wieder wie gewohnt für Sie da. Wir wünschen Ihnen schöne Festtage!',
      ],
      [
        'On Christmas Eve we are open until 2 pm; on Christmas Day and Boxing Day both shops are closed. Between the holidays our usual opening hours apply, and from 2 January we are back as usual. We wish you happy holidays!',
      ],
    ],
  },
  {
    key: 'workshop',
    mediaId: INFO_MEDIA.newsWorkshop,
    kicker: { de: 'Werkstatt', en: 'Workshop' },
    date: '2026-11-12',
    title: { de: 'Unsere neue Werkstatt in Seen', en: 'Our new workshop in Seen' },
    text: [
      [
        p(
          'Seit November schleifen wir Gläser auch in unserer Filiale in Seen selbst ein. ',
          bold('Einstärkenbrillen sind damit oft schon am nächsten Tag fertig'),
          ' – und kleine Reparaturen wie neue Nasenpads oder Schrauben erledigen wir weiterhin, während Sie warten. Schauen Sie vorbei, wir zeigen Ihnen gerne, wie eine Brille entsteht.',
        ),
      ],
      [
        p(
          'Since November we have been edging lenses ourselves in our Seen shop as well. ',
          bold('Single-vision glasses are often ready the very next day'),
          ' – and small repairs such as new nose pads or screws are still done while you wait. Drop by and we will gladly show you how a pair of glasses is made.',
        ),
      ],
    ],
  },
  {
    key: 'myopia',
    mediaId: INFO_MEDIA.newsMyopia,
    kicker: { de: 'Kinderaugen', en: "Children's eyes" },
    date: '2026-10-28',
    title: { de: 'Myopie-Management für Kinder', en: 'Myopia management for children' },
    text: [
      [
        'Immer mehr Kinder werden kurzsichtig. Mit speziellen Brillengläsern, Kontaktlinsen und viel Tageslicht lässt sich das Fortschreiten der Kurzsichtigkeit deutlich bremsen. Anna Sonnenberg berät Eltern und Kinder in einer ausführlichen Sprechstunde.',
      ],
      [
        'More and more children are becoming short-sighted. Special spectacle lenses, contact lenses and plenty of daylight can clearly slow down the progression of myopia. Anna Sonnenberg advises parents and children in a detailed consultation.',
      ],
    ],
  },
  {
    key: 'service',
    mediaId: null,
    kicker: { de: 'Immer für Sie da', en: 'Always there for you' },
    date: null,
    title: { de: 'Brillen-Service ohne Termin', en: 'Glasses service without an appointment' },
    text: [
      ['Reinigen, ausrichten, Schrauben nachziehen: Der kleine Brillen-Service ist bei uns immer kostenlos.'],
      ['Cleaning, aligning, tightening screws: our small glasses service is always free of charge.'],
    ],
  },
];

function newsCard(spec: NewsSpec): GroupSpec {
  return group(
    spec.key,
    'newsFeedCard',
    {
      ...(spec.mediaId ? { image: image(spec.mediaId) } : {}),
      kicker: localized(spec.kicker.de, spec.kicker.en),
      date: single(spec.date),
      title: localized(spec.title.de, spec.title.en),
      description: richText(...spec.text),
    },
    { imageFormat: 'square' },
  );
}

const newsPage: PageRows = page({
  id: INFO_PAGE.news,
  position: 42,
  slug: { de: 'aktuelles', en: 'news' },
  name: { de: 'Aktuelles', en: 'News' },
  description: {
    de: 'Neuigkeiten von Optik Sonnenberg: Öffnungszeiten über die Festtage, unsere neue Werkstatt und Myopie-Management für Kinder.',
    en: 'News from Optik Sonnenberg: opening hours over the holidays, our new workshop and myopia management for children.',
  },
  groups: [
    pageHero(
      { de: 'Neuigkeiten', en: 'What is new' },
      { de: 'Aktuelles', en: 'News' },
      [
        ['Was sich bei uns tut: neue Dienstleistungen, Öffnungszeiten und Tipps für gesunde Augen.'],
        ['What is happening at our shops: new services, opening hours and tips for healthy eyes.'],
      ],
      INFO_MEDIA.newsWorkshop,
    ),
    group(
      'news',
      'newsFeedBoard',
      {
        kicker: localized('Aus unseren Geschäften', 'From our shops'),
        title: localized('Neuigkeiten', 'Latest news'),
      },
      { gridLayout: 'grid', columnLayout: 3, alignment: 'left' },
      NEWS.map(newsCard),
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// Kurse / Courses

interface CourseSpec {
  key: string;
  title: Texts;
  subtitle: Texts;
  /** 'YYYY-MM-DDTHH:MM', Zurich time. */
  date: string;
  duration: Texts;
  /** CHF as typed by the editor; '0' is free. */
  cost: string;
  text: Texts;
}

const COURSES: CourseSpec[] = [
  {
    key: 'lenses',
    title: { de: 'Kontaktlinsen-Einsteigerkurs', en: 'Contact lenses for beginners' },
    subtitle: { de: 'Filiale Marktgasse, höchstens 6 Personen', en: 'Marktgasse shop, at most 6 people' },
    date: '2027-01-14T18:30',
    duration: { de: '2 Stunden', en: '2 hours' },
    cost: '45',
    text: {
      de: 'Einsetzen, herausnehmen, pflegen: Sie üben mit Ihren eigenen Probelinsen, bis jeder Handgriff sitzt.',
      en: 'Putting them in, taking them out, caring for them: you practise with your own trial lenses until every step feels easy.',
    },
  },
  {
    key: 'myopia',
    title: { de: 'Infoabend Myopie-Management', en: 'Information evening: myopia management' },
    subtitle: { de: 'Für Eltern kurzsichtiger Kinder', en: 'For parents of short-sighted children' },
    date: '2027-02-04T19:00',
    duration: { de: '90 Minuten', en: '90 minutes' },
    cost: '0',
    text: {
      de: 'Anna Sonnenberg erklärt, warum Kinder kurzsichtig werden und was Brillen, Linsen und Tageslicht dagegen ausrichten.',
      en: 'Anna Sonnenberg explains why children become short-sighted and what glasses, lenses and daylight can do about it.',
    },
  },
  {
    key: 'screen',
    title: { de: 'Entspannt sehen am Bildschirm', en: 'Relaxed eyes at the screen' },
    subtitle: { de: 'Workshop für Teams, bei Ihnen im Büro', en: 'Workshop for teams, at your office' },
    date: '2027-03-06T09:00',
    duration: { de: '3 Stunden', en: '3 hours' },
    cost: '89.50',
    text: {
      de: 'Arbeitsplatz, Licht und Pausen richtig einrichten – mit einem kurzen Sehtest für alle Teilnehmenden. Preis pro Person.',
      en: 'Setting up your desk, light and breaks the right way – with a short eye test for every participant. Price per person.',
    },
  },
];

function courseEntry(spec: CourseSpec): GroupSpec {
  return group(
    spec.key,
    'productCard',
    {
      title: localized(spec.title.de, spec.title.en),
      subtitle: localized(spec.subtitle.de, spec.subtitle.en),
      date: single(spec.date),
      duration: localized(spec.duration.de, spec.duration.en),
      cost: single(spec.cost),
      description: richText([spec.text.de], [spec.text.en]),
      button: button('Anmelden', 'Sign up', pageLink(PAGE.contact)),
    },
    {},
  );
}

const coursesPage: PageRows = page({
  id: INFO_PAGE.courses,
  position: 43,
  slug: { de: 'kurse', en: 'courses' },
  name: { de: 'Kurse', en: 'Courses' },
  description: {
    de: 'Kurse und Infoabende bei Optik Sonnenberg: Kontaktlinsen für Einsteiger, Myopie-Management und gesundes Sehen am Bildschirm.',
    en: 'Courses and information evenings at Optik Sonnenberg: contact lenses for beginners, myopia management and healthy eyes at the screen.',
  },
  groups: [
    pageHero(
      { de: 'Lernen rund ums Sehen', en: 'Learning about vision' },
      { de: 'Kurse', en: 'Courses' },
      [
        ['In kleinen Gruppen zeigen wir, wie Sie Ihre Augen und Ihre Kontaktlinsen gut pflegen.'],
        ['In small groups we show you how to take good care of your eyes and your contact lenses.'],
      ],
      MEDIA.contactLenses,
    ),
    group(
      'courses',
      'courses',
      {
        kicker: localized('Kursprogramm 2027', 'Course programme 2027'),
        title: localized('Nächste Kurse', 'Upcoming courses'),
        description: richText(
          ['Anmeldung im Geschäft, per Telefon oder über das Kontaktformular. Die Plätze sind beschränkt.'],
          ['Sign up in the shop, by phone or through the contact form. Places are limited.'],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent' },
      COURSES.map(courseEntry),
    ),
    group(
      'venue',
      'contact',
      {
        kicker: localized('Kursort', 'Venue'),
        title: localized('So finden Sie zu uns', 'How to find us'),
      },
      {
        location: [DEMO.branchIds.marktgasse],
        showOpeningHours: false,
        showUpcoming: false,
        alignment: 'left',
        backgroundColor: 'background',
      },
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// So läuft ein Sehtest ab / How an eye test works

interface StepSpec {
  key: string;
  mediaId: string;
  title: Texts;
  text: Texts;
  duration: Texts;
}

const STEPS: StepSpec[] = [
  {
    key: 'talk',
    mediaId: INFO_MEDIA.stepTalk,
    title: { de: 'Vorgespräch', en: 'First conversation' },
    text: {
      de: 'Wie sehen Sie im Alltag, bei der Arbeit und im Verkehr? Wir fragen nach Beschwerden, Medikamenten und Ihrer bisherigen Brille.',
      en: 'How well do you see in everyday life, at work and in traffic? We ask about complaints, medication and your current glasses.',
    },
    duration: { de: 'ca. 5 Minuten', en: 'about 5 minutes' },
  },
  {
    key: 'measure',
    mediaId: INFO_MEDIA.stepMeasure,
    title: { de: 'Vormessung', en: 'Preliminary measurement' },
    text: {
      de: 'Das Autorefraktometer misst Ihre Augen in Sekunden. Zusätzlich prüfen wir den Augeninnendruck ohne Luftstoss.',
      en: 'The autorefractor measures your eyes in seconds. We also check your eye pressure without an air puff.',
    },
    duration: { de: 'ca. 5 Minuten', en: 'about 5 minutes' },
  },
  {
    key: 'test',
    mediaId: INFO_MEDIA.stepTest,
    title: { de: 'Sehtest', en: 'Eye test' },
    text: {
      de: 'Mit Messbrille und Sehtafel bestimmen wir Ihre Werte für Ferne und Nähe – Auge für Auge und beidäugig.',
      en: 'With a trial frame and an eye chart we determine your values for distance and near – eye by eye and with both eyes.',
    },
    duration: { de: 'ca. 20 Minuten', en: 'about 20 minutes' },
  },
  {
    key: 'advice',
    mediaId: INFO_MEDIA.stepAdvice,
    title: { de: 'Beratung', en: 'Advice' },
    text: {
      de: 'Wir erklären die Ergebnisse und zeigen, welche Gläser zu Ihrem Alltag passen: Einstärken, Gleitsicht oder Arbeitsplatz.',
      en: 'We explain the results and show which lenses suit your everyday life: single vision, varifocals or computer glasses.',
    },
    duration: { de: 'ca. 15 Minuten', en: 'about 15 minutes' },
  },
  {
    key: 'fit',
    mediaId: INFO_MEDIA.stepFit,
    title: { de: 'Anpassung', en: 'Fitting' },
    text: {
      de: 'Ist Ihre neue Brille fertig, passen wir sie in unserer Werkstatt genau an Ihr Gesicht an.',
      en: 'When your new glasses are ready, we fit them precisely to your face in our workshop.',
    },
    duration: { de: 'ca. 10 Minuten', en: 'about 10 minutes' },
  },
];

function stepCard(spec: StepSpec): GroupSpec {
  return group(
    spec.key,
    'stepFeedCard',
    {
      image: image(spec.mediaId),
      title: localized(spec.title.de, spec.title.en),
      description: richText([spec.text.de], [spec.text.en]),
      duration: localized(spec.duration.de, spec.duration.en),
    },
    { objectFit: 'contain' },
  );
}

const eyeTestPage: PageRows = page({
  id: INFO_PAGE.eyeTest,
  position: 44,
  slug: { de: 'so-laeuft-ein-sehtest-ab', en: 'how-an-eye-test-works' },
  name: { de: 'So läuft ein Sehtest ab', en: 'How an eye test works' },
  description: {
    de: 'Vom Vorgespräch bis zur Anpassung der Brille: So läuft ein Sehtest bei Optik Sonnenberg ab – in etwa 45 Minuten.',
    en: 'From the first conversation to fitting your glasses: this is how an eye test at Optik Sonnenberg works – in about 45 minutes.',
  },
  groups: [
    pageHero(
      { de: 'Sehtest', en: 'Eye test' },
      { de: 'So läuft ein Sehtest ab', en: 'How an eye test works' },
      [
        [
          'Ein gründlicher Sehtest dauert bei uns etwa 45 Minuten und ist beim Kauf einer Brille inbegriffen.',
        ],
        ['A thorough eye test at our shop takes about 45 minutes and is included when you buy glasses.'],
      ],
      INFO_MEDIA.stepMeasure,
    ),
    group(
      'steps',
      'stepFeedBoard',
      {
        kicker: localized('In fünf Schritten', 'In five steps'),
        title: localized('Ihr Besuch bei uns', 'Your visit'),
        description: richText(
          ['Bringen Sie Ihre aktuelle Brille und, falls vorhanden, Ihre Kontaktlinsen mit.'],
          ['Please bring your current glasses and, if you have them, your contact lenses.'],
        ),
      },
      { showStepNumbers: true, alignment: 'left', backgroundColor: 'transparent' },
      STEPS.map(stepCard),
    ),
    group('spacer', 'spacer', {}, { size: 'medium', divider: false }),
    group(
      'booking',
      'bookingContainer',
      {
        title: localized('Sehtest bei Optik Sonnenberg', 'An eye test at Optik Sonnenberg'),
        description: richText(
          ['Als Mitglied der Gesundheitsoptik bieten wir auch einen erweiterten Augen-Check an.'],
          ['As a member of the health-optics network we also offer an extended eye check.'],
        ),
        image: image(INFO_MEDIA.stepTest),
      },
      {
        bookingLink: { type: 'healthOptics', url: INFO_BOOKING.healthOptics },
        alignment: 'left',
        backgroundColor: 'background',
      },
    ),
  ],
});

/** Pages this area adds to the demo site. */
export const infoPages: PageRows[] = [locationsPage, shopPage, newsPage, coursesPage, eyeTestPage];

/** Blocks this area places on the home page, after its existing blocks: a news teaser. */
export const infoHomeGroups: GroupSpec[] = [
  group(
    'info-news',
    'newsFeedBoard',
    {
      kicker: localized('Aktuelles', 'News'),
      title: localized('Neu bei Optik Sonnenberg', 'New at Optik Sonnenberg'),
      button: button('Alle Neuigkeiten', 'All news', pageLink(INFO_PAGE.news)),
    },
    { gridLayout: 'split', columnLayout: 3, alignment: 'left' },
    NEWS.slice(0, 2).map(newsCard),
  ),
];
