/**
 * Reviews as the site stores and renders them (visitor spec §3 Review: rating, text, author name,
 * relative time; a branch review adds branchId, branchName, city): valibot schemas of the cached
 * payload and the snapshot, and the slides a reviewSlider shows. Pure.
 */
import * as v from 'valibot';

/** An absolute http(s) URL (never javascript: or data:). */
export const HttpUrlSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//iu));

/** One review in Places style. */
export const ReviewSchema = v.object({
  authorName: v.pipe(v.string(), v.maxLength(200)),
  /** Whole stars 1..5 for one review. */
  rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  text: v.pipe(v.string(), v.maxLength(5000)),
  /** The service's own wording ('vor 2 Monaten'), in the language it was asked in. */
  relativeTimeDescription: v.string(),
  /** When it was written (ISO 8601). */
  time: v.pipe(v.string(), v.isoTimestamp()),
  profilePhotoUrl: v.nullable(HttpUrlSchema),
  /** The review's language ('de', 'en'), when known. */
  language: v.nullable(v.string()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** The reviews of one place: the business itself (branchId null) or one of its branches. */
export const PlaceReviewsSchema = v.object({
  placeId: v.string(),
  branchId: v.nullable(v.string()),
  name: v.string(),
  city: v.nullable(v.string()),
  /** The place's average (4.5, 4.7), null when it has no ratings. */
  rating: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
  ratingCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  reviews: v.array(ReviewSchema),
});
export type PlaceReviews = v.InferOutput<typeof PlaceReviewsSchema>;

/** A review with the branch it is about (spec: branchId, branchName, city). */
export interface BranchReview extends Review {
  branchId: string | null;
  branchName: string;
  city: string | null;
}

/**
 * The slides of a reviewSlider: the reviews of the chosen branches (none chosen: every place)
 * rated at least `minRating`, newest first, each review once.
 *
 * @example
 * selectReviews(places, { location: ['branch-1'], minRating: 4 });
 */
export function selectReviews(
  places: readonly PlaceReviews[],
  { location, minRating }: { location: readonly string[]; minRating: number },
): BranchReview[] {
  const chosen = location.length ? places.filter((p) => p.branchId && location.includes(p.branchId)) : places;
  return chosen
    .flatMap((place) =>
      place.reviews.map((review) => ({
        ...review,
        branchId: place.branchId,
        branchName: place.name,
        city: place.city,
      })),
    )
    .filter((review) => review.rating >= minRating)
    .filter(firstOfEachReview())
    .sort((a, b) => b.time.localeCompare(a.time) || a.authorName.localeCompare(b.authorName));
}

/**
 * Keeps each review once: branches that share a listing (or a service that answers the same
 * place for two of them) give the same review twice; the first branch's copy stays.
 */
function firstOfEachReview() {
  const seen = new Set<string>();
  return (review: Review) => {
    const key = JSON.stringify([review.authorName, review.time, review.text]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
