/**
 * The demo network's business directory: invented optician businesses in real Swiss towns (with
 * their zip codes) across the cantons, some with two or three branches, weekly hours in a few
 * local patterns, special days around Christmas, and a mix of health-optics members (active and
 * inactive) and frequent-lens partners. Seeded into the network registry on the first start
 * (functions/services/platform/demo-network.ts); every site copies it into its own directory.
 */
import type { PlatformDb } from '../../platform/client.ts';
import { networkBranches, networkBusinesses } from '../../platform/schema.ts';

type Period = { day: number; open: string; close: string };
type Special = { date: string; open: string; close: string };

const days = (from: number, to: number, open: string, close: string): Period[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, open, close }));

/** Weekly patterns seen in Swiss shops (day 1 = Monday). */
const HOURS = {
  /** Lunch break, Saturday until 16:00. */
  classic: [
    ...days(1, 5, '09:00', '12:00'),
    ...days(1, 5, '13:30', '18:30'),
    ...days(6, 6, '09:00', '16:00'),
  ],
  /** City centre: no lunch break, late Thursday. */
  city: [
    ...days(1, 3, '09:00', '19:00'),
    ...days(4, 4, '09:00', '20:00'),
    ...days(5, 5, '09:00', '19:00'),
    ...days(6, 6, '09:00', '17:00'),
  ],
  /** Closed on Monday, Saturday until 15:00. */
  village: [
    ...days(2, 5, '08:30', '12:00'),
    ...days(2, 5, '13:30', '18:30'),
    ...days(6, 6, '08:30', '15:00'),
  ],
  /** Ticino: long lunch break. */
  ticino: [...days(1, 5, '08:30', '12:00'), ...days(1, 5, '14:00', '18:30'), ...days(6, 6, '08:30', '17:00')],
  /** Romandie: continuous hours. */
  romandie: [...days(1, 5, '09:00', '18:30'), ...days(6, 6, '09:00', '17:00')],
} as const satisfies Record<string, Period[]>;

const CLOSED = '00:30';
/** Christmas Eve and New Year's Eve until 16:00, closed on 2 January. */
const HOLIDAY_SEASON: Special[] = [
  { date: '2026-12-24', open: '09:00', close: '16:00' },
  { date: '2026-12-31', open: '09:00', close: '16:00' },
  { date: '2027-01-02', open: CLOSED, close: CLOSED },
];
/** A closed inventory day. */
const INVENTORY: Special[] = [{ date: '2027-01-05', open: CLOSED, close: CLOSED }];

/** Real towns with their zip codes and coordinates. */
const TOWNS = {
  zurichCity: { zip: '8001', city: 'Zürich', lat: 47.3717, lon: 8.5398 },
  zurichOerlikon: { zip: '8050', city: 'Zürich', lat: 47.4111, lon: 8.5446 },
  zurichWiedikon: { zip: '8003', city: 'Zürich', lat: 47.3705, lon: 8.5177 },
  winterthur: { zip: '8400', city: 'Winterthur', lat: 47.4995, lon: 8.7241 },
  uster: { zip: '8610', city: 'Uster', lat: 47.3471, lon: 8.7209 },
  wadenswil: { zip: '8820', city: 'Wädenswil', lat: 47.2302, lon: 8.6717 },
  bulach: { zip: '8180', city: 'Bülach', lat: 47.5213, lon: 8.5407 },
  dubendorf: { zip: '8600', city: 'Dübendorf', lat: 47.3972, lon: 8.6186 },
  bern: { zip: '3011', city: 'Bern', lat: 46.9481, lon: 7.4474 },
  bernBreitenrain: { zip: '3013', city: 'Bern', lat: 46.9598, lon: 7.453 },
  thun: { zip: '3600', city: 'Thun', lat: 46.758, lon: 7.628 },
  biel: { zip: '2502', city: 'Biel/Bienne', lat: 47.1368, lon: 7.2468 },
  burgdorf: { zip: '3400', city: 'Burgdorf', lat: 47.0594, lon: 7.6276 },
  interlaken: { zip: '3800', city: 'Interlaken', lat: 46.6863, lon: 7.8632 },
  langenthal: { zip: '4900', city: 'Langenthal', lat: 47.2153, lon: 7.7958 },
  luzern: { zip: '6003', city: 'Luzern', lat: 47.0502, lon: 8.3093 },
  luzernAltstadt: { zip: '6004', city: 'Luzern', lat: 47.0527, lon: 8.306 },
  emmenbrucke: { zip: '6020', city: 'Emmenbrücke', lat: 47.0776, lon: 8.2735 },
  sursee: { zip: '6210', city: 'Sursee', lat: 47.1711, lon: 8.111 },
  kriens: { zip: '6010', city: 'Kriens', lat: 47.034, lon: 8.279 },
  basel: { zip: '4051', city: 'Basel', lat: 47.5548, lon: 7.5886 },
  baselKleinbasel: { zip: '4057', city: 'Basel', lat: 47.566, lon: 7.598 },
  riehen: { zip: '4125', city: 'Riehen', lat: 47.5788, lon: 7.6468 },
  liestal: { zip: '4410', city: 'Liestal', lat: 47.4839, lon: 7.7347 },
  stGallen: { zip: '9000', city: 'St. Gallen', lat: 47.4245, lon: 9.3767 },
  wil: { zip: '9500', city: 'Wil', lat: 47.4615, lon: 9.0455 },
  rapperswil: { zip: '8640', city: 'Rapperswil-Jona', lat: 47.2267, lon: 8.8184 },
  gossau: { zip: '9200', city: 'Gossau', lat: 47.4154, lon: 9.2548 },
  chur: { zip: '7000', city: 'Chur', lat: 46.8508, lon: 9.532 },
  davos: { zip: '7270', city: 'Davos Platz', lat: 46.7942, lon: 9.8235 },
  stMoritz: { zip: '7500', city: 'St. Moritz', lat: 46.4983, lon: 9.839 },
  ilanz: { zip: '7130', city: 'Ilanz', lat: 46.7737, lon: 9.2046 },
  lugano: { zip: '6900', city: 'Lugano', lat: 46.0037, lon: 8.9511 },
  bellinzona: { zip: '6500', city: 'Bellinzona', lat: 46.1946, lon: 9.0244 },
  locarno: { zip: '6600', city: 'Locarno', lat: 46.1709, lon: 8.7995 },
  mendrisio: { zip: '6850', city: 'Mendrisio', lat: 45.8704, lon: 8.9816 },
  lausanne: { zip: '1003', city: 'Lausanne', lat: 46.5197, lon: 6.6323 },
  montreux: { zip: '1820', city: 'Montreux', lat: 46.4312, lon: 6.9107 },
  nyon: { zip: '1260', city: 'Nyon', lat: 46.3833, lon: 6.2396 },
  yverdon: { zip: '1400', city: 'Yverdon-les-Bains', lat: 46.7785, lon: 6.6412 },
  geneve: { zip: '1204', city: 'Genève', lat: 46.2017, lon: 6.1466 },
  geneveParis: { zip: '1201', city: 'Genève', lat: 46.21, lon: 6.143 },
  carouge: { zip: '1227', city: 'Carouge', lat: 46.1809, lon: 6.1392 },
  zug: { zip: '6300', city: 'Zug', lat: 47.1662, lon: 8.5155 },
  aarau: { zip: '5000', city: 'Aarau', lat: 47.3925, lon: 8.0442 },
  baden: { zip: '5400', city: 'Baden', lat: 47.4733, lon: 8.3059 },
  solothurn: { zip: '4500', city: 'Solothurn', lat: 47.2079, lon: 7.5371 },
  schaffhausen: { zip: '8200', city: 'Schaffhausen', lat: 47.6973, lon: 8.6349 },
  frauenfeld: { zip: '8500', city: 'Frauenfeld', lat: 47.5585, lon: 8.8986 },
  sion: { zip: '1950', city: 'Sion', lat: 46.2331, lon: 7.3606 },
  fribourg: { zip: '1700', city: 'Fribourg', lat: 46.8065, lon: 7.162 },
  neuchatel: { zip: '2000', city: 'Neuchâtel', lat: 46.99, lon: 6.9293 },
} as const;

type Town = keyof typeof TOWNS;
type BranchSpec = [town: Town, street: string, number: string, phone: string, hours?: keyof typeof HOURS];
type Programmes = 'health' | 'health-inactive' | 'lens' | 'both' | 'none';

interface BusinessSpec {
  name: string;
  canton: string;
  programmes: Programmes;
  hours: keyof typeof HOURS;
  special?: 'season' | 'inventory' | 'both';
  branches: BranchSpec[];
}

const BUSINESSES: BusinessSpec[] = [
  {
    name: 'Augenblick Optik',
    canton: 'ZH',
    programmes: 'both',
    hours: 'city',
    special: 'season',
    branches: [
      ['zurichCity', 'Rennweg', '12', '+41 44 211 34 50'],
      ['zurichOerlikon', 'Schaffhauserstrasse', '350', '+41 44 311 20 70'],
    ],
  },
  {
    name: 'Brillenwerk Limmat',
    canton: 'ZH',
    programmes: 'lens',
    hours: 'city',
    branches: [['zurichWiedikon', 'Birmensdorferstrasse', '94', '+41 44 462 18 30']],
  },
  {
    name: 'Sehzentrum Glatttal',
    canton: 'ZH',
    programmes: 'health',
    hours: 'classic',
    special: 'inventory',
    branches: [
      ['dubendorf', 'Bahnhofstrasse', '41', '+41 44 821 55 60'],
      ['bulach', 'Marktgasse', '7', '+41 44 860 12 44'],
    ],
  },
  {
    name: 'Optik am Seequai',
    canton: 'ZH',
    programmes: 'health-inactive',
    hours: 'classic',
    branches: [['wadenswil', 'Seestrasse', '118', '+41 44 780 31 15']],
  },
  {
    name: 'Linsenhaus Uster',
    canton: 'ZH',
    programmes: 'lens',
    hours: 'classic',
    branches: [['uster', 'Zentralstrasse', '21', '+41 44 940 66 12']],
  },
  {
    name: 'Weitblick Optik Winterthur',
    canton: 'ZH',
    programmes: 'none',
    hours: 'classic',
    branches: [['winterthur', 'Untertor', '33', '+41 52 212 48 90']],
  },
  {
    name: 'Ölmühle Brillen',
    canton: 'ZH',
    programmes: 'health',
    hours: 'village',
    branches: [['bulach', 'Kasernenstrasse', '5', '+41 44 861 02 38']],
  },
  {
    name: 'Aarebrille',
    canton: 'BE',
    programmes: 'both',
    hours: 'classic',
    special: 'season',
    branches: [
      ['bern', 'Marktgasse', '28', '+41 31 311 42 80'],
      ['bernBreitenrain', 'Breitenrainplatz', '38', '+41 31 332 17 05'],
      ['burgdorf', 'Hohengasse', '9', '+41 34 422 61 30'],
    ],
  },
  {
    name: 'Optik Zytglogge',
    canton: 'BE',
    programmes: 'health',
    hours: 'city',
    branches: [['bern', 'Kramgasse', '52', '+41 31 311 90 44']],
  },
  {
    name: 'Thuner Sehstudio',
    canton: 'BE',
    programmes: 'lens',
    hours: 'classic',
    branches: [['thun', 'Obere Hauptgasse', '16', '+41 33 222 38 70']],
  },
  {
    name: 'Lunettes Seeland',
    canton: 'BE',
    programmes: 'health-inactive',
    hours: 'classic',
    branches: [['biel', 'Nidaugasse', '47', '+41 32 322 14 60']],
  },
  {
    name: 'Jungfrau Optik',
    canton: 'BE',
    programmes: 'none',
    hours: 'village',
    special: 'inventory',
    branches: [['interlaken', 'Höheweg', '85', '+41 33 822 27 19']],
  },
  {
    name: 'Brillen Oberaargau',
    canton: 'BE',
    programmes: 'health',
    hours: 'classic',
    branches: [['langenthal', 'Marktgasse', '14', '+41 62 922 40 81']],
  },
  {
    name: 'Kapellbrücke Optik',
    canton: 'LU',
    programmes: 'both',
    hours: 'city',
    special: 'season',
    branches: [
      ['luzern', 'Pilatusstrasse', '19', '+41 41 210 33 80'],
      ['luzernAltstadt', 'Weggisgasse', '6', '+41 41 410 52 26'],
    ],
  },
  {
    name: 'Sehwerk Sursee',
    canton: 'LU',
    programmes: 'health',
    hours: 'classic',
    branches: [['sursee', 'Centralstrasse', '10', '+41 41 921 18 44']],
  },
  {
    name: 'Emmen Optik',
    canton: 'LU',
    programmes: 'lens',
    hours: 'classic',
    branches: [
      ['emmenbrucke', 'Gerliswilstrasse', '63', '+41 41 260 71 20'],
      ['kriens', 'Luzernerstrasse', '28', '+41 41 320 45 09'],
    ],
  },
  {
    name: 'Pilatus Brillen',
    canton: 'LU',
    programmes: 'none',
    hours: 'village',
    branches: [['kriens', 'Schachenstrasse', '4', '+41 41 322 10 66']],
  },
  {
    name: 'Rheinblick Optik',
    canton: 'BS',
    programmes: 'health',
    hours: 'city',
    special: 'both',
    branches: [
      ['basel', 'Freie Strasse', '45', '+41 61 261 30 70'],
      ['baselKleinbasel', 'Clarastrasse', '17', '+41 61 681 22 45'],
    ],
  },
  {
    name: 'Brillenmanufaktur Spalen',
    canton: 'BS',
    programmes: 'lens',
    hours: 'classic',
    branches: [['basel', 'Spalenberg', '29', '+41 61 261 85 12']],
  },
  {
    name: 'Optik Riehen Dorf',
    canton: 'BS',
    programmes: 'health-inactive',
    hours: 'village',
    branches: [['riehen', 'Baselstrasse', '38', '+41 61 641 09 80']],
  },
  {
    name: 'Ergolz Optik',
    canton: 'BL',
    programmes: 'both',
    hours: 'classic',
    branches: [['liestal', 'Rathausstrasse', '23', '+41 61 921 44 36']],
  },
  {
    name: 'Gallus Optik',
    canton: 'SG',
    programmes: 'health',
    hours: 'city',
    special: 'season',
    branches: [
      ['stGallen', 'Multergasse', '26', '+41 71 222 16 48'],
      ['gossau', 'St. Gallerstrasse', '70', '+41 71 385 31 22'],
    ],
  },
  {
    name: 'Säntis Sehcenter',
    canton: 'SG',
    programmes: 'lens',
    hours: 'classic',
    branches: [['wil', 'Obere Bahnhofstrasse', '32', '+41 71 911 27 54']],
  },
  {
    name: 'Rosenstadt Optik',
    canton: 'SG',
    programmes: 'none',
    hours: 'classic',
    branches: [['rapperswil', 'Marktgasse', '11', '+41 55 210 47 63']],
  },
  {
    name: 'Bündner Brillenstube',
    canton: 'GR',
    programmes: 'health',
    hours: 'classic',
    special: 'inventory',
    branches: [
      ['chur', 'Poststrasse', '22', '+41 81 252 36 17'],
      ['ilanz', 'Via Centrala', '5', '+41 81 925 11 90'],
    ],
  },
  {
    name: 'Davos Optik Parsenn',
    canton: 'GR',
    programmes: 'lens',
    hours: 'village',
    branches: [['davos', 'Promenade', '89', '+41 81 413 54 21']],
  },
  {
    name: 'Engadin Optic',
    canton: 'GR',
    programmes: 'both',
    hours: 'classic',
    branches: [['stMoritz', 'Via Serlas', '14', '+41 81 833 40 08']],
  },
  {
    name: 'Ottica Ceresio',
    canton: 'TI',
    programmes: 'health',
    hours: 'ticino',
    special: 'season',
    branches: [
      ['lugano', 'Via Nassa', '21', '+41 91 923 44 10'],
      ['mendrisio', 'Via Stefano Franscini', '8', '+41 91 646 21 37'],
    ],
  },
  {
    name: 'Ottica Castelgrande',
    canton: 'TI',
    programmes: 'lens',
    hours: 'ticino',
    branches: [['bellinzona', 'Viale Stazione', '15', '+41 91 825 16 70']],
  },
  {
    name: 'Ottica Verbano',
    canton: 'TI',
    programmes: 'health-inactive',
    hours: 'ticino',
    branches: [['locarno', 'Piazza Grande', '30', '+41 91 751 39 24']],
  },
  {
    name: 'Optique du Léman',
    canton: 'VD',
    programmes: 'both',
    hours: 'romandie',
    special: 'season',
    branches: [
      ['lausanne', 'Rue de Bourg', '18', '+41 21 312 45 90'],
      ['nyon', 'Rue de la Gare', '9', '+41 22 361 27 14'],
      ['montreux', 'Grand-Rue', '60', '+41 21 963 30 58'],
    ],
  },
  {
    name: 'Lunetterie Thermale',
    canton: 'VD',
    programmes: 'lens',
    hours: 'romandie',
    branches: [['yverdon', 'Rue du Lac', '27', '+41 24 425 18 63']],
  },
  {
    name: 'Optique Plainpalais',
    canton: 'GE',
    programmes: 'health',
    hours: 'romandie',
    branches: [
      ['geneve', 'Rue de Carouge', '36', '+41 22 329 14 52'],
      ['geneveParis', 'Rue de Lausanne', '12', '+41 22 732 60 19'],
    ],
  },
  {
    name: 'Carouge Vision',
    canton: 'GE',
    programmes: 'none',
    hours: 'romandie',
    branches: [['carouge', 'Rue Saint-Joseph', '25', '+41 22 342 08 77']],
  },
  {
    name: 'Zuger Sehpunkt',
    canton: 'ZG',
    programmes: 'both',
    hours: 'city',
    branches: [['zug', 'Neugasse', '15', '+41 41 711 23 46']],
  },
  {
    name: 'Optik Aarauer Altstadt',
    canton: 'AG',
    programmes: 'health',
    hours: 'classic',
    branches: [
      ['aarau', 'Rathausgasse', '8', '+41 62 822 36 15'],
      ['baden', 'Badstrasse', '19', '+41 56 222 48 03'],
    ],
  },
  {
    name: 'Brillenboutique Baden',
    canton: 'AG',
    programmes: 'lens',
    hours: 'classic',
    branches: [['baden', 'Weite Gasse', '31', '+41 56 221 17 90']],
  },
  {
    name: 'Ambassadoren Optik',
    canton: 'SO',
    programmes: 'health-inactive',
    hours: 'classic',
    branches: [['solothurn', 'Hauptgasse', '44', '+41 32 622 31 08']],
  },
  {
    name: 'Munot Optik',
    canton: 'SH',
    programmes: 'health',
    hours: 'classic',
    special: 'inventory',
    branches: [['schaffhausen', 'Vordergasse', '55', '+41 52 625 19 72']],
  },
  {
    name: 'Thurgauer Sehwerkstatt',
    canton: 'TG',
    programmes: 'lens',
    hours: 'village',
    branches: [['frauenfeld', 'Zürcherstrasse', '170', '+41 52 721 40 33']],
  },
  {
    name: 'Optique des Remparts',
    canton: 'VS',
    programmes: 'both',
    hours: 'romandie',
    branches: [['sion', 'Rue des Remparts', '11', '+41 27 322 28 45']],
  },
  {
    name: 'Optique Zähringen',
    canton: 'FR',
    programmes: 'none',
    hours: 'romandie',
    branches: [['fribourg', 'Rue de Romont', '24', '+41 26 322 37 61']],
  },
  {
    name: 'Optique du Littoral',
    canton: 'NE',
    programmes: 'health',
    hours: 'romandie',
    special: 'season',
    branches: [['neuchatel', 'Rue du Seyon', '6', '+41 32 725 14 88']],
  },
  {
    name: 'Ueli Brillen',
    canton: 'ZH',
    programmes: 'lens',
    hours: 'classic',
    branches: [['winterthur', 'Stadthausstrasse', '71', '+41 52 213 66 02']],
  },
  {
    name: 'Edelweiss Optik',
    canton: 'BE',
    programmes: 'none',
    hours: 'village',
    branches: [['thun', 'Bälliz', '40', '+41 33 223 52 17']],
  },
];

/** A branch that closed for a while (shown, but not as open). */
const INACTIVE_BRANCHES = new Set(['net-emmen-optik-2']);

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const specialOf = (kind: BusinessSpec['special']): Special[] =>
  kind === 'season'
    ? HOLIDAY_SEASON
    : kind === 'inventory'
      ? INVENTORY
      : kind === 'both'
        ? [...HOLIDAY_SEASON, ...INVENTORY]
        : [];

type BusinessRow = typeof networkBusinesses.$inferInsert;
type BranchRow = typeof networkBranches.$inferInsert;

/** The directory as registry rows (ids 'net-<name>', branch ids 'net-<name>-<n>'). */
export function networkDirectoryRows(): { businesses: BusinessRow[]; branches: BranchRow[] } {
  const businessRows: BusinessRow[] = [];
  const branchRows: BranchRow[] = [];
  for (const spec of BUSINESSES) {
    const id = `net-${slug(spec.name)}`;
    const health = spec.programmes === 'health' || spec.programmes === 'both';
    const domain = `${slug(spec.name)}.ch`;
    businessRows.push({
      id,
      name: spec.name,
      email: `info@${domain}`,
      phone: spec.branches[0]?.[3] ?? null,
      website: `https://www.${domain}`,
      logoUrl: null,
      canton: spec.canton,
      healthOptics: health || spec.programmes === 'health-inactive',
      healthOpticsActive: health,
      frequentLens: spec.programmes === 'lens' || spec.programmes === 'both',
    });
    const cities = spec.branches.map(([town]) => TOWNS[town].city);
    spec.branches.forEach(([town, street, streetNumber, phone, hours], i) => {
      const place = TOWNS[town];
      const where = cities.filter((c) => c === place.city).length > 1 ? street : place.city;
      branchRows.push({
        id: `${id}-${i + 1}`,
        businessId: id,
        active: !INACTIVE_BRANCHES.has(`${id}-${i + 1}`),
        name: spec.branches.length > 1 ? `${spec.name} ${where}` : spec.name,
        street,
        streetNumber,
        zip: place.zip,
        city: place.city,
        phone,
        email: `info@${domain}`,
        latitude: place.lat,
        longitude: place.lon,
        openingHours: [...HOURS[hours ?? spec.hours]],
        specialHours: specialOf(spec.special),
      });
    });
  }
  return { businesses: businessRows, branches: branchRows };
}

/** Adds the demo directory to the network registry (rows already there are left alone). */
export async function seedNetworkDirectory(db: PlatformDb): Promise<number> {
  const rows = networkDirectoryRows();
  await db.transaction(async (tx) => {
    for (const business of rows.businesses)
      await tx.insert(networkBusinesses).values(business).onConflictDoNothing();
    for (const branch of rows.branches) await tx.insert(networkBranches).values(branch).onConflictDoNothing();
  });
  return rows.businesses.length;
}
