import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  DARK_TEXT,
  MIN_TEXT_CONTRAST,
  WHITE,
  contrastRatio,
  ensureContrast,
  formatRgb,
  luminance,
  mix,
  parseRgb,
  readableOn,
  type Rgb,
} from './color.ts';

const byte = fc.integer({ min: 0, max: 255 });
const rgb = fc.tuple(byte, byte, byte) as fc.Arbitrary<Rgb>;

describe('parseRgb / formatRgb', () => {
  it('round-trips settings triples', () => {
    expect(parseRgb('73,157,221')).toEqual([73, 157, 221]);
    expect(formatRgb([73, 157, 221])).toBe('73,157,221');
    fc.assert(
      fc.property(rgb, (c) => {
        expect(parseRgb(formatRgb(c))).toEqual(c);
      }),
    );
  });

  it('clamps and tolerates spaces and garbage', () => {
    expect(parseRgb(' 300, -4 ,x')).toEqual([255, 0, 0]);
    expect(parseRgb('')).toEqual([0, 0, 0]);
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(luminance(WHITE)).toBe(1);
    expect(luminance(BLACK)).toBe(0);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    // White on the default primary blue is the classic failing pair (about 2.9:1).
    expect(contrastRatio(WHITE, [73, 157, 221])).toBeCloseTo(2.94, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('readableOn', () => {
  it('uses the dark text on light colours and white on dark ones', () => {
    expect(readableOn(WHITE)).toEqual(DARK_TEXT);
    expect(readableOn([73, 157, 221])).toEqual(DARK_TEXT);
    expect(readableOn([34, 49, 63])).toEqual(WHITE);
  });

  it('always reaches 4.5:1 on any background', () => {
    fc.assert(
      fc.property(rgb, (bg) => {
        expect(contrastRatio(readableOn(bg), bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
    );
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already reads well', () => {
    expect(ensureContrast([34, 49, 63], WHITE)).toEqual([34, 49, 63]);
  });

  it('darkens the default primary just enough for text on white', () => {
    const ink = ensureContrast([73, 157, 221], WHITE);
    expect(ink).toEqual([55, 118, 166]);
    expect(contrastRatio(ink, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(mix([73, 157, 221], BLACK, 0.2), WHITE)).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('lightens on dark backgrounds', () => {
    const ink = ensureContrast([34, 49, 63], [20, 20, 20]);
    expect(luminance(ink)).toBeGreaterThan(luminance([34, 49, 63]));
  });

  it('always reaches 4.5:1 on any background', () => {
    fc.assert(
      fc.property(rgb, rgb, (color, bg) => {
        expect(contrastRatio(ensureContrast(color, bg), bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
    );
  });
});
