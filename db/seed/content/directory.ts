/**
 * Directory entry of the demo business: Optik Sonnenberg with its two Winterthur branches
 * (Marktgasse in the old town, Tösstalstrasse in Seen), weekly opening hours and special days.
 */
import type { branches, businesses } from '../../schema.ts';
import { DEMO } from '../ids.ts';
import { BUSINESS } from './site.ts';

type BusinessRow = typeof businesses.$inferInsert;
type BranchRow = typeof branches.$inferInsert;
type Period = { day: number; open: string; close: string };

/** Marker time of a closed special day (open and close both '00:30'). */
export const CLOSED = '00:30';

/** Mon–Fri 09:00–12:00 and 13:30–18:30, Sat 09:00–16:00 (day 1 = Monday). */
export function weeklyHours(): Period[] {
  const periods: Period[] = [];
  for (let day = 1; day <= 5; day++) {
    periods.push({ day, open: '09:00', close: '12:00' }, { day, open: '13:30', close: '18:30' });
  }
  periods.push({ day: 6, open: '09:00', close: '16:00' });
  return periods;
}

/**
 * The year of the next Christmas season at `today` (after 26 December: next year's), so the
 * special days stay ahead of the seed date and agree with the announcement bar (area-shell.ts).
 */
export function holidaySeasonYear(today: Date = new Date()): number {
  const year = today.getFullYear();
  const afterBoxingDay = today.getMonth() === 11 && today.getDate() > 26;
  return afterBoxingDay ? year + 1 : year;
}

/**
 * Christmas Eve until 14:00, St Stephen's Day closed (Christmas Day is a public holiday): what the
 * announcement bar and the news post say, so every site made from the demo keeps these days.
 */
export function holidayHours(): { date: string; open: string; close: string }[] {
  const season = holidaySeasonYear();
  return [
    { date: `${season}-12-24`, open: '09:00', close: '14:00' },
    { date: `${season}-12-26`, open: CLOSED, close: CLOSED },
  ];
}

export const demoBusiness: BusinessRow = {
  id: DEMO.businessId,
  name: BUSINESS.name,
  logoMediaId: null,
  healthOptics: true,
  frequentLens: false,
  isOwnBusiness: true,
};

export const BRANCH_SEEN = {
  name: 'Optik Sonnenberg Seen',
  street: 'Tösstalstrasse',
  streetNumber: '247',
  zip: '8405',
  city: 'Winterthur',
  phone: '+41 52 232 18 40',
  email: 'seen@optik-sonnenberg.ch',
} as const;

export const demoBranches: BranchRow[] = [
  {
    id: DEMO.branchIds.marktgasse,
    businessId: DEMO.businessId,
    active: true,
    name: 'Optik Sonnenberg Marktgasse',
    street: BUSINESS.street,
    streetNumber: BUSINESS.streetNumber,
    zip: BUSINESS.zip,
    city: BUSINESS.city,
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    emailOverwrite: null,
    url: BUSINESS.website,
    latitude: 47.49978,
    longitude: 8.72843,
    openingHours: weeklyHours(),
    specialHours: holidayHours(),
  },
  {
    id: DEMO.branchIds.seen,
    businessId: DEMO.businessId,
    active: true,
    ...BRANCH_SEEN,
    emailOverwrite: null,
    url: BUSINESS.website,
    latitude: 47.48561,
    longitude: 8.76412,
    openingHours: weeklyHours(),
    specialHours: holidayHours(),
  },
];
