import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SRCSET_WIDTHS, srcsetAttribute, srcsetWidths } from './srcset.ts';

describe('srcsetWidths', () => {
  it('follows the ladder up to the original width, never upscaling', () => {
    expect(srcsetWidths(1000)).toEqual([320, 480, 640, 800, 1000]);
    expect(srcsetWidths(1024)).toEqual([320, 480, 640, 800, 1024]);
    expect(srcsetWidths(4000)).toEqual([...SRCSET_WIDTHS]);
    expect(srcsetWidths(2560)).toEqual([...SRCSET_WIDTHS]);
    expect(srcsetWidths(200)).toEqual([200]);
    expect(srcsetWidths(0)).toEqual([]);
    expect(srcsetWidths(Number.NaN)).toEqual([]);
  });

  it('is ascending, unique and capped for every width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (source) => {
        const widths = srcsetWidths(source);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
        expect(Math.max(...widths)).toBe(Math.min(source, 2560));
      }),
    );
  });

  it('writes the attribute', () => {
    expect(srcsetAttribute([320, 640], (w) => `/media/a-${w}.webp`)).toBe(
      '/media/a-320.webp 320w, /media/a-640.webp 640w',
    );
  });
});
