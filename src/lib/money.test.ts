import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHF_FORMAT, displayPrice, formatChf, parseChfAmount } from './money.ts';

const intlChf = (tag: string, amount: number) =>
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'CHF' }).format(amount);

describe('parseChfAmount', () => {
  it('reads numbers and the ways editors type prices', () => {
    expect(parseChfAmount(149)).toBe(149);
    expect(parseChfAmount('149')).toBe(149);
    expect(parseChfAmount('149.50')).toBe(149.5);
    expect(parseChfAmount("1'490.50")).toBe(1490.5);
    expect(parseChfAmount('1’490')).toBe(1490);
    expect(parseChfAmount('CHF 85.–')).toBe(85);
    expect(parseChfAmount('85.- CHF')).toBe(85);
    expect(parseChfAmount('Fr. 20')).toBe(20);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'auf Anfrage', '-5', '1.234.5', '12.345', NaN, Infinity, -1, null, {}, '€ 10']) {
      expect(parseChfAmount(bad)).toBeNull();
    }
  });
});

describe('formatChf', () => {
  it('formats exactly as Intl does in both Swiss locales', () => {
    expect(CHF_FORMAT).toEqual({ style: 'currency', currency: 'CHF' });
    expect(formatChf(1490.5, 'de')).toBe(intlChf('de-CH', 1490.5));
    expect(formatChf(29000, 'en')).toBe(intlChf('en-CH', 29000));
    expect(formatChf(0, 'de')).toBe(intlChf('de-CH', 0));
  });

  it('round-trips its own output through parseChfAmount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('de' as const, 'en' as const),
        (cents, l) => {
          const amount = cents / 100;
          const text = formatChf(amount, l);
          expect(text).toBe(intlChf(l === 'de' ? 'de-CH' : 'en-CH', amount));
          expect(parseChfAmount(text)).toBe(amount);
        },
      ),
    );
  });
});

describe('displayPrice', () => {
  it('shows amounts in CHF, other text as typed, nothing for empty values', () => {
    expect(displayPrice('189', 'de')).toBe(intlChf('de-CH', 189));
    expect(displayPrice(' auf Anfrage ', 'de')).toBe('auf Anfrage');
    expect(displayPrice('', 'en')).toBeNull();
    expect(displayPrice(null, 'en')).toBeNull();
  });
});
