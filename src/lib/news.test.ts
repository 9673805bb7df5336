import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWS_DATE_FORMAT, newsDate, sortNewestFirst } from './news.ts';

describe('newsDate', () => {
  it('formats a stored date like Intl in de-CH and en-CH', () => {
    for (const [locale, tag] of [
      ['de', 'de-CH'],
      ['en', 'en-CH'],
    ] as const) {
      expect(newsDate('2026-11-10', locale)).toEqual({
        iso: '2026-11-10',
        label: new Intl.DateTimeFormat(tag, { ...NEWS_DATE_FORMAT, timeZone: 'UTC' }).format(
          new Date('2026-11-10T00:00:00Z'),
        ),
      });
    }
    expect(newsDate('2026-11-10T23:30', 'de')?.iso).toBe('2026-11-10');
  });

  it('has no date for a missing or unreadable value (the view shows N/A)', () => {
    for (const raw of [null, undefined, '', 'gestern', '2026-02-30']) expect(newsDate(raw, 'de')).toBeNull();
  });
});

describe('sortNewestFirst', () => {
  it('puts the newest first and undated entries last, in their order', () => {
    const items = [
      { id: 'a', date: '2026-01-05' },
      { id: 'b', date: null },
      { id: 'c', date: '2026-11-10' },
      { id: 'd', date: 'bald' },
      { id: 'e', date: '2026-05-01' },
    ];
    expect(sortNewestFirst(items, (i) => i.date).map((i) => i.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it('is a stable, descending permutation (property)', () => {
    const date = fc.option(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(fc.array(date, { maxLength: 30 }), (dates) => {
        const items = dates.map((d, index) => ({ index, date: d }));
        const sorted = sortNewestFirst(items, (i) => i.date);
        expect(sorted.map((i) => i.index).toSorted((a, b) => a - b)).toEqual(items.map((i) => i.index));
        for (let i = 1; i < sorted.length; i++) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          if (prev.date === null) expect(next.date).toBeNull();
          if (prev.date !== null && next.date !== null) {
            expect(prev.date >= next.date).toBe(true);
            if (prev.date === next.date) expect(prev.index).toBeLessThan(next.index);
          }
          if (prev.date === null && next.date === null) expect(prev.index).toBeLessThan(next.index);
        }
      }),
    );
  });
});
