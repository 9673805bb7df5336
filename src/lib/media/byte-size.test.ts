import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size.ts';

const num = (value: number, locale = 'de-CH', digits = 1) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

describe('formatByteSize', () => {
  it('picks the unit and shows at most one decimal, in the locale', () => {
    expect(formatByteSize(0, 'de-CH')).toBe('0 Bytes');
    expect(formatByteSize(999, 'de-CH')).toBe('999 Bytes');
    expect(formatByteSize(1023, 'de-CH')).toBe(`${num(1023, 'de-CH', 0)} Bytes`);
    expect(formatByteSize(1024, 'de-CH')).toBe('1 KB');
    expect(formatByteSize(1536, 'de-CH')).toBe(`${num(1.5)} KB`);
    expect(formatByteSize(1536, 'fr-CH')).toBe(`${num(1.5, 'fr-CH')} KB`);
    expect(formatByteSize(2.25 * 1024 ** 2, 'de-CH')).toBe(`${num(2.3)} MB`);
    expect(formatByteSize(5 * 1024 ** 3, 'de-CH')).toBe('5 GB');
    expect(formatByteSize(3 * 1024 ** 4, 'de-CH')).toBe(`${num(3072)} GB`);
  });

  it('never shows 1024 of a unit: it moves to the next one', () => {
    expect(formatByteSize(1024 * 1024 - 1, 'de-CH')).toBe('1 MB');
    expect(formatByteSize(1024 ** 3 - 1, 'de-CH')).toBe('1 GB');
  });

  it('reads nonsense as 0 Bytes', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatByteSize(bad, 'de-CH')).toBe('0 Bytes');
  });

  it('stays within 5 % of the exact size for every size up to 1 TB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1024 ** 4 }), (bytes) => {
        const text = formatByteSize(bytes, 'en-CH');
        const [amount, unit] = text.split(' ');
        const factor = { Bytes: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit as 'KB'];
        const shown = Number((amount as string).replace(/[^0-9.]/g, '')) * factor;
        expect(Math.abs(shown - bytes) / bytes).toBeLessThanOrEqual(0.05);
      }),
    );
  });
});
