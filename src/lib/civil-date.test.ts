import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  civilDateIn,
  civilToUtc,
  formatCivil,
  intlLocale,
  isCivilDate,
  isWallTime,
  isoWeekday,
  parseCivilDateTime,
} from './civil-date.ts';

const civilDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('civil dates', () => {
  it('recognises real dates and wall-clock times only', () => {
    expect(isCivilDate('2026-02-28')).toBe(true);
    expect(isCivilDate('2026-02-29')).toBe(false);
    expect(isCivilDate('2028-02-29')).toBe(true);
    expect(isCivilDate('26-02-01')).toBe(false);
    expect(isWallTime('00:00')).toBe(true);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('9:00')).toBe(false);
  });

  it('parses stored dates and date-times, ignoring seconds and zones', () => {
    expect(parseCivilDateTime('2026-11-10')).toEqual({ date: '2026-11-10', time: null });
    expect(parseCivilDateTime(' 2026-11-10T18:30 ')).toEqual({ date: '2026-11-10', time: '18:30' });
    expect(parseCivilDateTime('2026-11-10T18:30:00Z')).toEqual({ date: '2026-11-10', time: '18:30' });
    expect(parseCivilDateTime('2026-11-10 08:05:00+01:00')).toEqual({ date: '2026-11-10', time: '08:05' });
    for (const bad of ['', '10.11.2026', '2026-11-31', '2026-11-10T25:00', null, 42, undefined]) {
      expect(parseCivilDateTime(bad)).toBeNull();
    }
  });

  it('adds days and knows weekdays (property)', () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: -800, max: 800 }), (date, n) => {
        const later = addDays(date, n);
        expect(isCivilDate(later)).toBe(true);
        expect(addDays(later, -n)).toBe(date);
        expect(isoWeekday(later)).toBe(((((isoWeekday(date) - 1 + n) % 7) + 7) % 7) + 1);
        expect(civilToUtc(later).getTime() - civilToUtc(date).getTime()).toBe(n * 86_400_000);
      }),
    );
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('finds today in Zurich, across midnight and daylight saving time', () => {
    expect(civilDateIn(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(civilDateIn(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(civilDateIn(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(civilDateIn(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(civilDateIn(new Date('2026-07-01T22:00:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('formats civil values with Intl without shifting the day or time', () => {
    const options = { dateStyle: 'full', timeStyle: 'short' } as const;
    expect(formatCivil({ date: '2026-11-10', time: '18:30' }, 'de', options)).toBe(
      new Intl.DateTimeFormat('de-CH', { ...options, timeZone: 'UTC' }).format(
        new Date('2026-11-10T18:30:00Z'),
      ),
    );
    expect(formatCivil('2026-01-01', 'en', { day: 'numeric', month: 'long' })).toBe(
      new Intl.DateTimeFormat('en-CH', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date('2026-01-01T00:00:00Z'),
      ),
    );
    expect(intlLocale('de')).toBe('de-CH');
    expect(intlLocale('en')).toBe('en-CH');
  });
});
