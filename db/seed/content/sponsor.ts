/**
 * Bookable sponsor items of the event (visitor spec §9 prices in CHF) with their capacity.
 */
import type { sponsorItems } from '../../schema.ts';

type SponsorItemRow = typeof sponsorItems.$inferInsert;

export const demoSponsorItems: SponsorItemRow[] = [
  { key: 'hauptsponsor', priceChf: 29000, capacity: 1 },
  { key: 'standprasenz6m', priceChf: 1800, capacity: 10 },
  { key: 'standprasenz9m', priceChf: 2700, capacity: 6 },
  { key: 'stehlunch', priceChf: 2500, capacity: 2 },
  { key: 'nachmittagpause', priceChf: 2000, capacity: 2 },
  { key: 'vormittagspause', priceChf: 2000, capacity: 2 },
  { key: 'stehlunch2', priceChf: 2500, capacity: 2 },
];
