/**
 * The offline reviews default: realistic demo reviews in German and English with mixed ratings,
 * the same for a place id every time (picked by a hash of it), so the demo and the e2e tests see
 * stable slides without any network.
 */
import type { Review } from '../../../src/lib/reviews/review.ts';
import type { PlaceDetails, ReviewsService } from './service.ts';

const POOL: readonly Review[] = [
  {
    authorName: 'Sandra Keller',
    rating: 5,
    text: 'Sehr kompetente Beratung beim Sehtest, und die neue Brille war nach vier Tagen bereit. Ich komme gerne wieder.',
    relativeTimeDescription: 'vor 2 Wochen',
    time: '2026-11-08T09:12:00.000Z',
    profilePhotoUrl: null,
    language: 'de',
  },
  {
    authorName: 'James Whitfield',
    rating: 5,
    text: 'Friendly team, thorough eye test and a great choice of frames. They adjusted my glasses on the spot for free.',
    relativeTimeDescription: '3 weeks ago',
    time: '2026-11-01T15:40:00.000Z',
    profilePhotoUrl: null,
    language: 'en',
  },
  {
    authorName: 'Marco Bianchi',
    rating: 4,
    text: 'Gute Auswahl an Sonnenbrillen und faire Preise. Am Samstag musste ich etwas warten.',
    relativeTimeDescription: 'vor einem Monat',
    time: '2026-10-18T10:05:00.000Z',
    profilePhotoUrl: null,
    language: 'de',
  },
  {
    authorName: 'Lea Brunner',
    rating: 5,
    text: 'Die Kontaktlinsenanpassung war geduldig und genau. Endlich sitzen die Linsen auch beim Sport.',
    relativeTimeDescription: 'vor 2 Monaten',
    time: '2026-09-24T13:30:00.000Z',
    profilePhotoUrl: null,
    language: 'de',
  },
  {
    authorName: 'Priya Raman',
    rating: 4,
    text: 'Helpful advice on myopia management for my daughter. Appointments are easy to book online.',
    relativeTimeDescription: '2 months ago',
    time: '2026-09-10T08:20:00.000Z',
    profilePhotoUrl: null,
    language: 'en',
  },
  {
    authorName: 'Thomas Huber',
    rating: 3,
    text: 'Brille ist gut geworden, die Lieferung hat aber länger gedauert als angekündigt.',
    relativeTimeDescription: 'vor 3 Monaten',
    time: '2026-08-29T16:45:00.000Z',
    profilePhotoUrl: null,
    language: 'de',
  },
  {
    authorName: 'Nina Graf',
    rating: 5,
    text: 'Herzlicher Empfang, ehrliche Beratung und kein Verkaufsdruck. Das Gleitsichtglas passt perfekt.',
    relativeTimeDescription: 'vor 4 Monaten',
    time: '2026-07-30T11:00:00.000Z',
    profilePhotoUrl: null,
    language: 'de',
  },
  {
    authorName: 'Oliver Stone',
    rating: 2,
    text: 'The shop was busy and I had to come back the next day for my fitting.',
    relativeTimeDescription: '5 months ago',
    time: '2026-06-21T14:10:00.000Z',
    profilePhotoUrl: null,
    language: 'en',
  },
];

/** Averages the demo places show (half stars included). */
const AVERAGES = [4.5, 4.7, 4.5, 4.2] as const;

/** A small stable hash of a string (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The demo details of a place: six of the pool's reviews, from an offset its id picks. */
export function demoPlaceDetails(placeId: string): PlaceDetails {
  const seed = hash(placeId);
  const start = seed % POOL.length;
  const reviews = Array.from({ length: 6 }, (_, i) => POOL[(start + i) % POOL.length]!);
  return {
    name: placeId,
    rating: AVERAGES[seed % AVERAGES.length]!,
    ratingCount: 20 + (seed % 90),
    reviews,
  };
}

/** The offline default: answers every place with demo reviews. */
export const demoReviews: ReviewsService = {
  placeReviews: async (placeId) => demoPlaceDetails(placeId),
};
