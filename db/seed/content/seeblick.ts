/**
 * Optik Seeblick, the second demo business `npm start` seeds beside Optik Sonnenberg: a family
 * optician in Lucerne with its main shop in the old town (Weggisgasse 12, 6004 Luzern) and a
 * second one in the Neustadt (Hirschmattstrasse 30, 6003 Luzern), its own opening hours, people
 * and marketplace items. The demo template turns Optik Sonnenberg's texts into these
 * (db/seed/templates.ts); the network registry gets the same business and branches
 * (functions/services/platform/provision.ts).
 */
import type {
  LocalIdentity,
  MarketplaceItemRow,
  OpeningHours,
  TemplateBusiness,
} from '../business-profile.ts';
import { richText } from '../builders.ts';
import { DEMO } from '../ids.ts';
import { INFO_MEDIA } from './area-info.ts';
import { holidayHours } from './directory.ts';

const days = (from: number, to: number, open: string, close: string): OpeningHours =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, open, close }));

/** Old town: no lunch break, late on Thursday, Saturday until 17:00 (day 1 = Monday). */
const OLD_TOWN_HOURS: OpeningHours = [
  ...days(1, 3, '09:00', '18:30'),
  ...days(4, 4, '09:00', '20:00'),
  ...days(5, 5, '09:00', '18:30'),
  ...days(6, 6, '09:00', '17:00'),
];

/** Neustadt: closed on Monday, lunch break, Saturday until 16:00. */
const NEUSTADT_HOURS: OpeningHours = [
  ...days(2, 5, '09:00', '12:00'),
  ...days(2, 5, '13:30', '18:30'),
  ...days(6, 6, '09:00', '16:00'),
];

/** Its own marketplace items (never the demo's: the network lists every site's together). */
const SEEBLICK_MARKETPLACE: MarketplaceItemRow[] = [
  {
    id: 'item-seeblick-rundbrille',
    kind: 'frame',
    direction: 'offering',
    title: 'Rundbrille Titan, Roségold',
    costChf: 320,
    created: '2026-10-27T09:00:00.000Z',
    description: richText(
      ['Musterfassung aus der Vitrine, kaum getragen, mit Lederetui.'],
      ['A sample frame from our display case, hardly worn, with a leather case.'],
    ),
    titleImageId: INFO_MEDIA.frameRound,
    toBePickedUp: true,
    subjectToPostage: true,
    askingPrice: false,
    branchId: DEMO.branchIds.marktgasse,
    staffFirstName: 'Selina',
    staffLastName: 'Wyss',
    status: 'published',
  },
  {
    id: 'item-seeblick-autorefraktometer',
    kind: 'object',
    direction: 'searching',
    title: 'Autorefraktometer gesucht',
    costChf: 4000,
    created: '2026-09-24T09:00:00.000Z',
    description: richText(
      ['Gebrauchtes Gerät mit Keratometer, gerne mit Wartungsheft.'],
      ['A used device with keratometer, ideally with its service record.'],
    ),
    toBePickedUp: true,
    subjectToPostage: false,
    askingPrice: true,
    branchId: DEMO.branchIds.seen,
    staffFirstName: 'Fabio',
    staffLastName: 'Ferretti',
    status: 'published',
  },
];

const SEEBLICK_LOCAL: LocalIdentity = {
  legalForm: 'GmbH',
  socialHandle: 'optik.seeblick.demo',
  mainShop: {
    label: 'Altstadt',
    latitude: 47.05228,
    longitude: 8.30574,
    openingHours: OLD_TOWN_HOURS,
    specialHours: holidayHours(),
  },
  secondShop: {
    label: 'Neustadt',
    street: 'Hirschmattstrasse',
    streetNumber: '30',
    zip: '6003',
    city: 'Luzern',
    phone: '+41 41 210 64 18',
    email: 'neustadt@optik-seeblick.ch',
    latitude: 47.04731,
    longitude: 8.30682,
    openingHours: NEUSTADT_HOURS,
    specialHours: holidayHours(),
  },
  people: {
    owner: { first: 'Nadia', last: 'Imhof' },
    founder: { first: 'Josef', last: 'Imhof' },
    lensSpecialist: { first: 'Fabio', last: 'Ferretti' },
    apprentice: { first: 'Selina', last: 'Wyss' },
  },
  words: {
    de: {
      city: 'Luzern',
      inOldTown: 'in der Luzerner Altstadt',
      register: 'Handelsregister des Kantons Luzern',
      school: 'Berufsschule in Luzern',
      leisure: 'mit dem Velo rund um den Sempachersee unterwegs',
      fromHill: 'vom Pilatus',
      byTheWater: 'am Vierwaldstättersee',
      sportsModel: 'Rigi',
      secondShop: 'Neustadt',
      inSecondShop: 'in der Neustadt',
      fromSecondShop: 'aus der Neustadt',
      inTownSecondShop: 'in der Luzerner Neustadt',
      hours:
        'Altstadt: Montag bis Freitag 09.00–18.30 Uhr, donnerstags bis 20.00 Uhr, Samstag 09.00–17.00 Uhr. Neustadt: Dienstag bis Freitag 09.00–12.00 und 13.30–18.30 Uhr, Samstag 09.00–16.00 Uhr, montags geschlossen. An Heiligabend schliessen wir um 14.00 Uhr, am Stephanstag bleiben beide Geschäfte geschlossen.',
    },
    en: {
      city: 'Lucerne',
      inOldTown: 'in the old town of Lucerne',
      register: 'commercial register of the Canton of Lucerne',
      school: 'vocational school in Lucerne',
      leisure: 'cycling around Lake Sempach',
      fromHill: 'from the Pilatus',
      byTheWater: 'by Lake Lucerne',
      sportsModel: 'Rigi',
      secondShop: 'Neustadt',
      inSecondShop: 'in the Neustadt',
      fromSecondShop: 'from the Neustadt',
      inTownSecondShop: 'in Lucerne’s Neustadt',
      hours:
        'Old town: Monday to Friday 09:00–18:30, Thursdays until 20:00, Saturday 09:00–17:00. Neustadt: Tuesday to Friday 09:00–12:00 and 13:30–18:30, Saturday 09:00–16:00, closed on Mondays. On Christmas Eve we close at 14:00, and both shops stay closed on St Stephen’s Day.',
    },
  },
  marketplaceItems: SEEBLICK_MARKETPLACE,
};

/** The second demo business (canton Lucerne), as `npm start` seeds it. */
export const SEEBLICK = {
  name: 'Optik Seeblick',
  street: 'Weggisgasse',
  streetNumber: '12',
  zip: '6004',
  city: 'Luzern',
  phone: '+41 41 410 22 33',
  email: 'info@optik-seeblick.ch',
  primary: '196,92,58',
  secondary: '28,58,52',
  local: SEEBLICK_LOCAL,
} as const satisfies Required<TemplateBusiness>;
