/**
 * The reviews service: the reviews of a place (the business, or one branch) from a Places-style
 * API. Production: `createPlacesReviewsClient` (REVIEWS_API_URL + REVIEWS_API_KEY); without them
 * the offline default `demoReviews` answers realistic demo reviews, so the demo and the tests need
 * no network.
 */
import type { Review } from '../../../src/lib/reviews/review.ts';
import { demoReviews } from './demo.ts';
import { createPlacesReviewsClient } from './places-client.ts';

/** What the service knows about one place. */
export interface PlaceDetails {
  name: string;
  /** Average rating (4.5), null without ratings. */
  rating: number | null;
  ratingCount: number;
  reviews: Review[];
}

export interface ReviewsService {
  /** The reviews of a place; throws `FeedFetchError` when the service fails or answers nonsense. */
  placeReviews(placeId: string): Promise<PlaceDetails>;
}

export interface ReviewsEnv {
  REVIEWS_API_URL?: string | undefined;
  REVIEWS_API_KEY?: string | undefined;
}

/**
 * The production client when REVIEWS_API_URL and REVIEWS_API_KEY are set, else the demo.
 *
 * @example
 * const reviews = reviewsFromEnv(process.env);
 */
export function reviewsFromEnv(env: ReviewsEnv): ReviewsService {
  const baseUrl = env.REVIEWS_API_URL?.trim();
  const apiKey = env.REVIEWS_API_KEY?.trim();
  return baseUrl && apiKey ? createPlacesReviewsClient({ baseUrl, apiKey }) : demoReviews;
}
