import { describe, expect, it } from 'vitest';
import { averageRating, formatRating, postDay, reviewMonth } from './format.ts';

describe('review formats', () => {
  it('formats through Intl de-CH and en-CH', () => {
    expect(formatRating(4.5, 'de')).toBe(
      new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1 }).format(4.5),
    );
    expect(formatRating(4.25, 'en')).toBe(
      new Intl.NumberFormat('en-CH', { maximumFractionDigits: 1 }).format(4.25),
    );
    const at = '2026-10-18T10:05:00.000Z';
    expect(reviewMonth(at, 'de')).toBe(
      new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
        new Date(at),
      ),
    );
    expect(postDay(at, 'en')).toBe(
      new Intl.DateTimeFormat('en-CH', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
        new Date(at),
      ),
    );
  });

  it('weights averages by their counts and skips unrated places', () => {
    expect(
      averageRating([
        { rating: 4.5, ratingCount: 10 },
        { rating: 5, ratingCount: 30 },
        { rating: null, ratingCount: 0 },
      ]),
    ).toEqual({ rating: 4.9, count: 40 });
    expect(averageRating([{ rating: null, ratingCount: 0 }])).toBeNull();
  });
});
