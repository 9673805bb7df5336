/**
 * How review numbers and dates read (Intl with de-CH / en-CH): a rating with one decimal, the
 * month a review was written, and the average over several places. Pure.
 */
import { intlLocale } from '../civil-date.ts';
import type { Locale } from '../content.ts';
import type { PlaceReviews } from './review.ts';

/** Times read in the business's zone (visitor spec §9). */
const TIME_ZONE = 'Europe/Berlin';

/**
 * A rating as shown: one decimal at most ('4,5' in de-CH is '4.5': Intl decides).
 *
 * @example
 * formatRating(4.5, 'de'); // '4.5'
 */
export function formatRating(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(rating);
}

/**
 * The month and year a review was written ('Oktober 2026').
 *
 * @example
 * reviewMonth('2026-10-18T10:05:00.000Z', 'de'); // 'Oktober 2026'
 */
export function reviewMonth(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** A post's day ('20.11.2026'). */
export function postDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/**
 * The average of several places' averages, weighted by their counts, to one decimal; null when
 * none has ratings.
 *
 * @example
 * averageRating([{ rating: 4.5, ratingCount: 10 }, { rating: 5, ratingCount: 10 }]); // { rating: 4.8, count: 20 }
 */
export function averageRating(
  places: readonly Pick<PlaceReviews, 'rating' | 'ratingCount'>[],
): { rating: number; count: number } | null {
  const rated = places.filter((p) => p.rating !== null && p.ratingCount > 0);
  const count = rated.reduce((sum, p) => sum + p.ratingCount, 0);
  if (count === 0) return null;
  const total = rated.reduce((sum, p) => sum + (p.rating ?? 0) * p.ratingCount, 0);
  return { rating: Math.round((total / count) * 10) / 10, count };
}
