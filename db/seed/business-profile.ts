/**
 * Everything the demo's texts and rows say about its business, as one value: its name, address
 * and contact, its two shops, its people and the local words of its texts (the town, the quarter
 * of the second shop, the canton's register, ...). `DEMO_PROFILE` is Optik Sonnenberg as the
 * demo is written; `profileOf(business)` is what a new site says instead (db/seed/templates.ts
 * replaces the one by the other, phrase by phrase). A business that brings only its name and
 * address gets placeholders ('Musterstrasse', 'Erika Muster') for the rest, never the demo's.
 */
import type { branches, marketplaceItems } from '../schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { CONTACT_HOURS } from './content/contact.ts';
import { BRANCH_SEEN, demoBranches, holidayHours, weeklyHours } from './content/directory.ts';
import { BUSINESS } from './content/site.ts';
import { DEMO_PEOPLE } from './content/team.ts';
import type { CliBusiness } from '../../src/lib/platform/site-cli.ts';

export type Locale = 'de' | 'en';
export const PROFILE_LOCALES: readonly Locale[] = ['de', 'en'];

type BranchRow = typeof branches.$inferInsert;
export type OpeningHours = NonNullable<BranchRow['openingHours']>;
export type SpecialHours = NonNullable<BranchRow['specialHours']>;
export type MarketplaceItemRow = typeof marketplaceItems.$inferInsert;

export interface Person {
  first: string;
  last: string;
}

/** The people the demo names, by what they do there (see DEMO_PEOPLE in content/team.ts). */
export type People = Record<keyof typeof DEMO_PEOPLE, Person>;

/** A shop of the business: a branch of the directory. */
export interface Shop {
  /** What follows the business's name in the directory ('Optik Sonnenberg Marktgasse'). */
  label: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: OpeningHours;
  specialHours: SpecialHours;
}

/** The local words of the texts in one language, each replaced as a whole. */
export interface LocalWords {
  /** The town in running text ('Winterthur'; English may spell it otherwise: 'Lucerne'). */
  city: string;
  /** 'in der Winterthurer Altstadt', 'in the old town of Winterthur'. */
  inOldTown: string;
  /** 'Handelsregister des Kantons Zürich' (the imprint). */
  register: string;
  /** 'Berufsschule in Zürich' (the apprenticeship offer). */
  school: string;
  /** What the owner does in her free time: 'mit dem Velo im Tösstal unterwegs'. */
  leisure: string;
  /** A customer's ride down the local hill: 'vom Bachtel', 'from the Bachtel'. */
  fromHill: string;
  /** Where sunglasses are worn: 'am Rhein', 'by the Rhine'. */
  byTheWater: string;
  /** The sports sunglasses model, named after a local place: 'Tössegg'. */
  sportsModel: string;
  /** The second shop's quarter as a name: 'Filiale Seen', 'our Seen shop'. */
  secondShop: string;
  /** 'in Seen' (German may need an article: 'in der Neustadt'). */
  inSecondShop: string;
  /** 'aus Seen', 'from Seen'. */
  fromSecondShop: string;
  /** 'in Winterthur-Seen': the quarter with its town. */
  inTownSecondShop: string;
  /** The opening hours as the contact page states them. */
  hours: string;
}

/** What a business brings beyond its name and address, so the demo's texts can speak for it. */
export interface LocalIdentity {
  /** 'AG', 'GmbH': the legal name is the name and this. */
  legalForm: string;
  /** The handle of its social accounts (instagram.com/<handle>). */
  socialHandle: string;
  /** The main shop (at the business's address, with its phone and e-mail). */
  mainShop: Pick<Shop, 'label' | 'latitude' | 'longitude' | 'openingHours' | 'specialHours'>;
  /** The second shop the texts speak of. */
  secondShop: Shop;
  people: People;
  words: Record<Locale, LocalWords>;
  /**
   * Its own marketplace items; `branchId` names the demo's branch ids (DEMO.branchIds), which
   * stand for its main and second shop.
   */
  marketplaceItems: readonly MarketplaceItemRow[];
}

/**
 * The business a new site is made for (the site CLI's business, src/lib/platform/site-cli.ts,
 * with colours and local words); see `profileOf` for what is left out.
 */
export interface TemplateBusiness extends CliBusiness {
  /** Theme colours as 'r,g,b'. */
  primary?: string;
  secondary?: string;
  local?: LocalIdentity;
}

/** A business with every detail the demo's texts need. */
export interface SiteProfile {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  website: string;
  /** Its domain ('optik-sonnenberg.ch'). */
  domain: string;
  /** Its name as a slug ('optik-sonnenberg'), e.g. in the booking URL. */
  slug: string;
  socialHandle: string;
  /** The main shop first: its address, phone and e-mail are the business's. */
  shops: readonly [Shop, Shop];
  /** Whether the second shop is a real branch, or only a placeholder of the texts. */
  secondShopListed: boolean;
  people: People;
  words: Record<Locale, LocalWords>;
  marketplaceItems: readonly MarketplaceItemRow[];
}

const [marktgasse, seen] = demoBranches;
const { name: _seenName, ...seenAddress } = BRANCH_SEEN;

/** Optik Sonnenberg as the demo's texts and rows describe it. */
export const DEMO_PROFILE: SiteProfile = {
  name: BUSINESS.name,
  legalName: BUSINESS.legalName,
  email: BUSINESS.email,
  phone: BUSINESS.phone,
  website: BUSINESS.website,
  domain: 'optik-sonnenberg.ch',
  slug: 'optik-sonnenberg',
  socialHandle: 'optik.sonnenberg.demo',
  shops: [
    {
      label: 'Marktgasse',
      street: BUSINESS.street,
      streetNumber: BUSINESS.streetNumber,
      zip: BUSINESS.zip,
      city: BUSINESS.city,
      phone: BUSINESS.phone,
      email: BUSINESS.email,
      latitude: marktgasse?.latitude ?? null,
      longitude: marktgasse?.longitude ?? null,
      openingHours: weeklyHours(),
      specialHours: holidayHours(),
    },
    {
      ...seenAddress,
      label: 'Seen',
      latitude: seen?.latitude ?? null,
      longitude: seen?.longitude ?? null,
      openingHours: weeklyHours(),
      specialHours: holidayHours(),
    },
  ],
  secondShopListed: true,
  people: DEMO_PEOPLE,
  words: {
    de: {
      city: 'Winterthur',
      inOldTown: 'in der Winterthurer Altstadt',
      register: 'Handelsregister des Kantons Zürich',
      school: 'Berufsschule in Zürich',
      leisure: 'mit dem Velo im Tösstal unterwegs',
      fromHill: 'vom Bachtel',
      byTheWater: 'am Rhein',
      sportsModel: 'Tössegg',
      secondShop: 'Seen',
      inSecondShop: 'in Seen',
      fromSecondShop: 'aus Seen',
      inTownSecondShop: 'in Winterthur-Seen',
      hours: CONTACT_HOURS.de,
    },
    en: {
      city: 'Winterthur',
      inOldTown: 'in the old town of Winterthur',
      register: 'commercial register of the Canton of Zurich',
      school: 'vocational school in Zurich',
      leisure: 'cycling in the Töss valley',
      fromHill: 'from the Bachtel',
      byTheWater: 'by the Rhine',
      sportsModel: 'Tössegg',
      secondShop: 'Seen',
      inSecondShop: 'in Seen',
      fromSecondShop: 'from Seen',
      inTownSecondShop: 'in Winterthur-Seen',
      hours: CONTACT_HOURS.en,
    },
  },
  marketplaceItems: [],
};

/** What a business without a local identity gets: obvious placeholders for its editors to replace. */
export const PLACEHOLDER = {
  street: 'Musterstrasse',
  streetNumber: '1',
  zip: '0000',
  city: 'Musterstadt',
  phone: '+41 00 000 00 00',
  secondShop: 'Musterquartier',
  secondStreet: 'Mustergasse',
  people: {
    owner: { first: 'Erika', last: 'Muster' },
    founder: { first: 'Max', last: 'Muster' },
    lensSpecialist: { first: 'Urs', last: 'Beispiel' },
    apprentice: { first: 'Sara', last: 'Vorlage' },
  },
} as const;

/** 'anna.sonnenberg': a person's e-mail name. */
export const emailNameOf = (person: Person) => `${slugify(person.first)}.${slugify(person.last)}`;

function placeholderIdentity(city: string, zip: string, domain: string): LocalIdentity {
  const quarter = PLACEHOLDER.secondShop;
  const words = (language: Locale): LocalWords => ({
    city,
    inOldTown: language === 'de' ? `in der Altstadt von ${city}` : `in the old town of ${city}`,
    register: language === 'de' ? 'Handelsregister' : 'commercial register',
    school: language === 'de' ? 'Berufsschule' : 'vocational school',
    leisure: language === 'de' ? 'mit dem Velo unterwegs' : 'cycling',
    fromHill: language === 'de' ? 'vom Hausberg' : 'from the local hill',
    byTheWater: language === 'de' ? 'am Wasser' : 'by the water',
    sportsModel: 'Alpin',
    secondShop: quarter,
    inSecondShop: `in ${quarter}`,
    fromSecondShop: language === 'de' ? `aus ${quarter}` : `from ${quarter}`,
    inTownSecondShop: `in ${quarter}`,
    hours: CONTACT_HOURS[language],
  });
  return {
    legalForm: 'AG',
    socialHandle: `${domain.replace(/\.ch$/, '').replace(/-/g, '.')}.demo`,
    mainShop: {
      label: '',
      latitude: null,
      longitude: null,
      openingHours: weeklyHours(),
      specialHours: holidayHours(),
    },
    secondShop: {
      label: quarter,
      street: PLACEHOLDER.secondStreet,
      streetNumber: '2',
      zip,
      city,
      phone: PLACEHOLDER.phone,
      email: `filiale@${domain}`,
      latitude: null,
      longitude: null,
      openingHours: weeklyHours(),
      specialHours: holidayHours(),
    },
    people: structuredClone(PLACEHOLDER.people),
    words: { de: words('de'), en: words('en') },
    marketplaceItems: [],
  };
}

/**
 * The whole profile of `business`: what it gives, and for the rest its local identity or, without
 * one, placeholders. The address is one unit: a missing piece is a placeholder, never the demo's
 * (no 'Weggisgasse 21, 8400 Luzern'). Without a local identity the second shop is only a
 * placeholder of the texts: it is not listed as a branch (the directory shows real shops only).
 *
 * @example
 * profileOf({ name: 'Optik Alpenblick', city: 'Bern' }).shops[0];
 * // { street: 'Musterstrasse', streetNumber: '1', zip: '0000', city: 'Bern', ... }
 */
export function profileOf(business: TemplateBusiness): SiteProfile {
  const slug = slugify(business.name) || 'optik';
  const email = business.email ?? `info@${slug}.ch`;
  const domain = email.split('@')[1] ?? `${slug}.ch`;
  const city = business.city ?? PLACEHOLDER.city;
  const zip = business.zip ?? PLACEHOLDER.zip;
  const local = business.local ?? placeholderIdentity(city, zip, domain);
  const phone = business.phone ?? PLACEHOLDER.phone;
  const main: Shop = {
    ...structuredClone(local.mainShop),
    street: business.street ?? PLACEHOLDER.street,
    streetNumber: business.street ? (business.streetNumber ?? '') : PLACEHOLDER.streetNumber,
    zip,
    city,
    phone,
    email,
  };
  return {
    name: business.name,
    legalName: `${business.name} ${local.legalForm}`,
    email,
    phone,
    website: `https://www.${domain}`,
    domain,
    slug,
    socialHandle: local.socialHandle,
    shops: [main, structuredClone(local.secondShop)],
    secondShopListed: business.local !== undefined,
    people: structuredClone(local.people),
    words: structuredClone(local.words),
    marketplaceItems: structuredClone(local.marketplaceItems),
  };
}

/** The name of a shop in the directory: the business's name and the shop's label. */
export const shopName = (profile: SiteProfile, shop: Shop) => `${profile.name} ${shop.label}`.trim();

/** 'Marktgasse 21'. */
export const streetLine = (shop: Pick<Shop, 'street' | 'streetNumber'>) =>
  `${shop.street} ${shop.streetNumber}`.trim();

/** '8400 Winterthur'. */
export const placeLine = (shop: Pick<Shop, 'zip' | 'city'>) => `${shop.zip} ${shop.city}`;
