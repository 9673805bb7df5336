import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemsPerWidth, lastStartIndex } from './slides-per-view.ts';

describe('itemsPerWidth', () => {
  it.each([
    [320, 1],
    [390, 1],
    [767, 1],
    [768, 2],
    [800, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [2560, 3],
  ])('%i px shows %i', (width, items) => {
    expect(itemsPerWidth(width)).toBe(items);
  });

  it('never shows fewer items on a wider screen', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a < b ? [a, b] : [b, a];
        expect(itemsPerWidth(narrow)).toBeLessThanOrEqual(itemsPerWidth(wide));
      }),
    );
  });
});

describe('lastStartIndex', () => {
  it('stops where the last page is full', () => {
    expect(lastStartIndex(7, 3)).toBe(4);
    expect(lastStartIndex(2, 3)).toBe(0);
  });
});
