/** Test data of the directory: a business builder with one Zurich branch by default. */
import type { DirectoryBranch, DirectoryBusiness, DirectoryHolidays } from '../api/snapshot.ts';

/** A span of years in which no holiday is known (tests that need holidays pass real ones). */
export const NO_HOLIDAYS: DirectoryHolidays = { from: '2020-01-01', until: '2039-12-31', dates: [] };

/** Mon–Fri 09:00–12:00 and 13:30–18:30, Sat 09:00–16:00. */
export const WEEKLY = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, open: '09:00', close: '12:00' },
    { day, open: '13:30', close: '18:30' },
  ]),
  { day: 6, open: '09:00', close: '16:00' },
];

export function branch(overrides: Partial<DirectoryBranch> = {}): DirectoryBranch {
  return {
    id: 'br-1',
    name: 'Filiale',
    active: true,
    street: 'Bahnhofstrasse',
    streetNumber: '1',
    zip: '8001',
    city: 'Zürich',
    phone: '+41 44 000 00 00',
    openingHours: WEEKLY,
    specialHours: [],
    ...overrides,
  };
}

export function business(overrides: Partial<DirectoryBusiness> = {}): DirectoryBusiness {
  return {
    id: 'b-1',
    name: 'Optik Test',
    canton: 'ZH',
    logo: null,
    programmes: { healthOptics: null, frequentLens: false },
    branches: [branch()],
    holidays: NO_HOLIDAYS,
    ...overrides,
  };
}
