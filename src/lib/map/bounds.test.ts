import { describe, expect, it } from 'vitest';
import { boundsOf, clampTo, isWithin } from './bounds.ts';
import { MAP_DEFAULTS } from './constants.ts';

describe('boundsOf', () => {
  it('is the smallest box around the points', () => {
    expect(
      boundsOf([
        [8.7291, 47.4994],
        [8.7241, 47.5012],
        [8.7318, 47.4979],
      ]),
    ).toEqual([
      [8.7241, 47.4979],
      [8.7318, 47.5012],
    ]);
  });

  it('leaves out points outside the map limits (5–11 E, 45–48 N) and non-numbers', () => {
    expect(
      boundsOf([
        [47.5, 8.72], // swapped pair
        [Number.NaN, 47.5],
        [8.72, 47.5],
      ]),
    ).toEqual([
      [8.72, 47.5],
      [8.72, 47.5],
    ]);
    expect(boundsOf([[12, 47]])).toBeNull();
    expect(boundsOf([])).toBeNull();
  });
});

describe('isWithin / clampTo', () => {
  it('uses the spec limits inclusively and clamps onto the nearest edge', () => {
    expect(isWithin([5, 45], MAP_DEFAULTS.maxBounds)).toBe(true);
    expect(isWithin([11.01, 47], MAP_DEFAULTS.maxBounds)).toBe(false);
    expect(clampTo([12, 44], MAP_DEFAULTS.maxBounds)).toEqual([11, 45]);
    expect(clampTo([8.72, 47.49], MAP_DEFAULTS.maxBounds)).toEqual([8.72, 47.49]);
  });
});
