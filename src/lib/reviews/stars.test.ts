import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAR_COUNT, starsFor } from './stars.ts';

describe('starsFor', () => {
  it.each([
    [5, { full: 5, half: 0, empty: 0 }],
    [4.5, { full: 4, half: 1, empty: 0 }],
    [4.7, { full: 4, half: 1, empty: 0 }],
    [4.49, { full: 4, half: 1, empty: 0 }],
    [4.4, { full: 4, half: 0, empty: 1 }],
    [4, { full: 4, half: 0, empty: 1 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [1, { full: 1, half: 0, empty: 4 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [7, { full: 5, half: 0, empty: 0 }],
    [-2, { full: 0, half: 0, empty: 5 }],
    [Number.NaN, { full: 0, half: 0, empty: 5 }],
  ])('%s stars', (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });

  it('always draws five stars, never more than the rating plus a half', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const { full, half, empty } = starsFor(rating);
        expect(full + half + empty).toBe(STAR_COUNT);
        expect(full + half / 2).toBeLessThanOrEqual(Math.round(rating * 10) / 10);
        expect(Math.round(rating * 10) / 10 - (full + half / 2)).toBeLessThan(0.5);
      }),
    );
  });
});
