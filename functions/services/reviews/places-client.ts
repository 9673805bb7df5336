/**
 * The production reviews client: a Places-style details call,
 * `GET {REVIEWS_API_URL}/details/json?place_id=..&fields=name,rating,user_ratings_total,reviews&key=..`,
 * answering `{ status: 'OK', result: { name, rating, user_ratings_total, reviews: [{ author_name,
 * rating, text, time (unix s), relative_time_description, profile_photo_url, language }] } }`.
 * The answer is checked with valibot: a malformed answer is an error (the cached copy stays); a
 * single malformed review is dropped.
 */
import * as v from 'valibot';
import { ReviewSchema, type Review } from '../../../src/lib/reviews/review.ts';
import { FeedFetchError, fetchJson } from '../feeds/fetch-json.ts';
import type { PlaceDetails, ReviewsService } from './service.ts';

const RawReviewSchema = v.object({
  author_name: v.string(),
  rating: v.number(),
  text: v.optional(v.string(), ''),
  time: v.number(),
  relative_time_description: v.optional(v.string(), ''),
  profile_photo_url: v.optional(v.nullable(v.string()), null),
  language: v.optional(v.nullable(v.string()), null),
});

const DetailsAnswerSchema = v.object({
  status: v.string(),
  result: v.optional(
    v.object({
      name: v.string(),
      rating: v.optional(v.nullable(v.number()), null),
      user_ratings_total: v.optional(v.number(), 0),
      reviews: v.optional(v.array(v.unknown()), []),
    }),
  ),
});

/** One raw review as ours, or null when it does not fit (it is skipped). */
function toReview(raw: unknown): Review | null {
  const parsed = v.safeParse(RawReviewSchema, raw);
  if (!parsed.success) return null;
  const r = parsed.output;
  const review = v.safeParse(ReviewSchema, {
    authorName: r.author_name,
    rating: r.rating,
    text: r.text,
    relativeTimeDescription: r.relative_time_description,
    time: new Date(r.time * 1000).toISOString(),
    profilePhotoUrl: r.profile_photo_url,
    language: r.language,
  });
  return review.success ? review.output : null;
}

/**
 * Parses a details answer; throws `FeedFetchError` when it is not one.
 *
 * @example
 * parsePlaceDetails({ status: 'OK', result: { name: 'Optik', rating: 4.5, reviews: [] } });
 */
export function parsePlaceDetails(body: unknown): PlaceDetails {
  const answer = v.safeParse(DetailsAnswerSchema, body);
  if (!answer.success) throw new FeedFetchError('the reviews service answered a malformed body');
  const { status, result } = answer.output;
  if (status !== 'OK' || !result) throw new FeedFetchError(`the reviews service answered status ${status}`);
  const rating = result.rating !== null && result.rating >= 0 && result.rating <= 5 ? result.rating : null;
  return {
    name: result.name,
    rating,
    ratingCount: Math.max(0, Math.trunc(result.user_ratings_total)),
    reviews: result.reviews.map(toReview).filter((r): r is Review => r !== null),
  };
}

export interface PlacesReviewsOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The Places-style reviews client.
 *
 * @example
 * const reviews = createPlacesReviewsClient({ baseUrl: env.REVIEWS_API_URL, apiKey: env.REVIEWS_API_KEY });
 */
export function createPlacesReviewsClient(options: PlacesReviewsOptions): ReviewsService {
  const base = options.baseUrl.replace(/\/+$/u, '');
  return {
    async placeReviews(placeId) {
      const query = new URLSearchParams({
        place_id: placeId,
        fields: 'name,rating,user_ratings_total,reviews',
        reviews_no_translations: 'true',
        key: options.apiKey,
      });
      const body = await fetchJson(`${base}/details/json?${query}`, {
        service: 'the reviews service',
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      return parsePlaceDetails(body);
    },
  };
}
