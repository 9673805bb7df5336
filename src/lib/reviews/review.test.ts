import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceReviewsSchema, selectReviews, type PlaceReviews, type Review } from './review.ts';

const review = (over: Partial<Review>): Review => ({
  authorName: 'Anna',
  rating: 5,
  text: 'Sehr gut',
  relativeTimeDescription: 'vor 1 Monat',
  time: '2026-10-01T10:00:00.000Z',
  profilePhotoUrl: null,
  language: 'de',
  ...over,
});

const places: PlaceReviews[] = [
  {
    placeId: 'p-business',
    branchId: null,
    name: 'Optik',
    city: 'Winterthur',
    rating: 4.5,
    ratingCount: 2,
    reviews: [
      review({ authorName: 'A', rating: 3 }),
      review({ authorName: 'B', time: '2026-11-01T10:00:00.000Z' }),
    ],
  },
  {
    placeId: 'p-branch',
    branchId: 'branch-1',
    name: 'Optik Altstadt',
    city: 'Winterthur',
    rating: 5,
    ratingCount: 1,
    reviews: [review({ authorName: 'C', rating: 4 })],
  },
];

describe('selectReviews', () => {
  it('takes every place when no branch is chosen, drops low ratings, newest first', () => {
    expect(selectReviews(places, { location: [], minRating: 4 }).map((r) => r.authorName)).toEqual([
      'B',
      'C',
    ]);
  });

  it('takes only the chosen branches and names them', () => {
    const [only] = selectReviews(places, { location: ['branch-1'], minRating: 1 });
    expect(only).toMatchObject({ authorName: 'C', branchId: 'branch-1', branchName: 'Optik Altstadt' });
  });
});

describe('selectReviews with branches sharing a listing', () => {
  it('shows a review the service gives for two places once, with the first place', () => {
    const shared = review({ authorName: 'D', time: '2026-11-10T10:00:00.000Z' });
    const twice: PlaceReviews[] = [
      { ...places[1]!, reviews: [shared] },
      { ...places[1]!, placeId: 'p-other', branchId: 'branch-2', name: 'Optik Seen', reviews: [shared] },
    ];
    const shown = selectReviews(twice, { location: [], minRating: 1 });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ authorName: 'D', branchId: 'branch-1' });
    // Two different reviews by the same author stay two.
    const two = selectReviews([{ ...places[1]!, reviews: [shared, { ...shared, text: 'Nochmals gut' }] }], {
      location: [],
      minRating: 1,
    });
    expect(two).toHaveLength(2);
  });
});

describe('PlaceReviewsSchema', () => {
  it('refuses a rating above 5 and a non-URL photo', () => {
    const place = places[0]!;
    expect(v.safeParse(PlaceReviewsSchema, { ...place, rating: 6 }).success).toBe(false);
    expect(
      v.safeParse(PlaceReviewsSchema, { ...place, reviews: [review({ profilePhotoUrl: 'javascript:x' })] })
        .success,
    ).toBe(false);
  });
});
