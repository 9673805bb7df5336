import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_CARD_HEIGHTS, imageCardHeight } from './card-heights.ts';

describe('imageCardHeight', () => {
  it('follows the spec cycle 310, 266, 349, 231, 296, 324, 278', () => {
    expect(IMAGE_CARD_HEIGHTS).toEqual([310, 266, 349, 231, 296, 324, 278]);
    expect(Array.from({ length: 7 }, (_, i) => imageCardHeight(i))).toEqual([...IMAGE_CARD_HEIGHTS]);
  });

  it('starts over after the seventh card', () => {
    expect(imageCardHeight(7)).toBe(310);
    expect(imageCardHeight(8)).toBe(266);
    expect(imageCardHeight(13)).toBe(278);
  });

  it('repeats with period 7 for any index', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (i) => {
        expect(imageCardHeight(i + IMAGE_CARD_HEIGHTS.length)).toBe(imageCardHeight(i));
        expect(IMAGE_CARD_HEIGHTS).toContain(imageCardHeight(i));
      }),
    );
  });

  it('reads odd indexes as a height of the cycle', () => {
    expect(imageCardHeight(2.7)).toBe(349);
    expect(imageCardHeight(-1)).toBe(278);
    expect(imageCardHeight(Number.NaN)).toBe(310);
  });
});
