import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conditionHolds,
  isOptionShown,
  visibleOptionKeys,
  type DisplayCondition,
} from './display-conditions.ts';

describe('conditionHolds', () => {
  it('boolean: the other option must equal the boolean', () => {
    const c: DisplayCondition = { option: 'autoplay', equals: true };
    expect(conditionHolds(c, { autoplay: true })).toBe(true);
    expect(conditionHolds(c, { autoplay: false })).toBe(false);
    expect(conditionHolds(c, {})).toBe(false);
    expect(conditionHolds({ option: 'autoplay', equals: false }, { autoplay: false })).toBe(true);
    // Only a real boolean counts: 'true' or 1 are not true.
    expect(conditionHolds(c, { autoplay: 'true' })).toBe(false);
    expect(conditionHolds(c, { autoplay: 1 })).toBe(false);
  });

  it('> and < compare numbers', () => {
    expect(conditionHolds({ option: 'n', operator: '>', value: 1 }, { n: 2 })).toBe(true);
    expect(conditionHolds({ option: 'n', operator: '>', value: 1 }, { n: 1 })).toBe(false);
    expect(conditionHolds({ option: 'n', operator: '<', value: 5 }, { n: 4 })).toBe(true);
    expect(conditionHolds({ option: 'n', operator: '<', value: 5 }, { n: 5 })).toBe(false);
    // Numeric strings count as numbers (column layouts are stored as numbers, inputs as text).
    expect(conditionHolds({ option: 'n', operator: '>', value: '3' }, { n: '4' })).toBe(true);
  });

  it('> and < never hold for non-numbers', () => {
    expect(conditionHolds({ option: 'n', operator: '>', value: 1 }, { n: 'many' })).toBe(false);
    expect(conditionHolds({ option: 'n', operator: '<', value: 1 }, { n: null })).toBe(false);
    expect(conditionHolds({ option: 'n', operator: '<', value: 1 }, {})).toBe(false);
    expect(conditionHolds({ option: 'n', operator: '>', value: 'x' }, { n: 3 })).toBe(false);
  });

  it('= and != compare values, numbers numerically', () => {
    expect(conditionHolds({ option: 'media', operator: '=', value: 'video' }, { media: 'video' })).toBe(true);
    expect(conditionHolds({ option: 'media', operator: '=', value: 'video' }, { media: 'image' })).toBe(
      false,
    );
    expect(conditionHolds({ option: 'media', operator: '!=', value: 'video' }, { media: 'image' })).toBe(
      true,
    );
    expect(conditionHolds({ option: 'media', operator: '!=', value: 'video' }, { media: 'video' })).toBe(
      false,
    );
    expect(conditionHolds({ option: 'cols', operator: '=', value: 3 }, { cols: '3' })).toBe(true);
    expect(conditionHolds({ option: 'flag', operator: '=', value: true }, { flag: true })).toBe(true);
    expect(conditionHolds({ option: 'x', operator: '=', value: null }, {})).toBe(true);
    expect(conditionHolds({ option: 'x', operator: '!=', value: null }, {})).toBe(false);
  });

  it('!= is always the negation of =', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(value, value, (actual, expected) => {
        const values = { k: actual };
        expect(conditionHolds({ option: 'k', operator: '!=', value: expected }, values)).toBe(
          !conditionHolds({ option: 'k', operator: '=', value: expected }, values),
        );
      }),
    );
  });

  it('> and < agree with number comparison', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(conditionHolds({ option: 'k', operator: '>', value: b }, { k: a })).toBe(a > b);
        expect(conditionHolds({ option: 'k', operator: '<', value: b }, { k: a })).toBe(a < b);
      }),
    );
  });
});

describe('isOptionShown / visibleOptionKeys', () => {
  it('shows an option without conditions, and one whose conditions all hold', () => {
    expect(isOptionShown(undefined, {})).toBe(true);
    expect(isOptionShown([], {})).toBe(true);
    const both: DisplayCondition[] = [
      { option: 'gridLayout', operator: '!=', value: 'split' },
      { option: 'gridLayout', operator: '!=', value: 'avatar' },
    ];
    expect(isOptionShown(both, { gridLayout: 'grid' })).toBe(true);
    expect(isOptionShown(both, { gridLayout: 'split' })).toBe(false);
    expect(isOptionShown(both, { gridLayout: 'avatar' })).toBe(false);
  });

  it('filters keys in their order', () => {
    const conditions = {
      loop: [{ option: 'autoplay', equals: true }],
      columns: [{ option: 'postCount', operator: '>', value: 1 }],
    } satisfies Record<string, DisplayCondition[]>;
    expect(
      visibleOptionKeys(['autoplay', 'loop', 'postCount', 'columns'], conditions, {
        autoplay: false,
        postCount: 1,
      }),
    ).toEqual(['autoplay', 'postCount']);
    expect(
      visibleOptionKeys(['autoplay', 'loop', 'postCount', 'columns'], conditions, {
        autoplay: true,
        postCount: 8,
      }),
    ).toEqual(['autoplay', 'loop', 'postCount', 'columns']);
  });
});
