import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/civil-date.ts';
import {
  cantonHolidays,
  directoryHolidays,
  HOLIDAY_WINDOW_DAYS,
  holidaySpan,
  publicHolidays,
  siteHolidays,
} from './snapshot-holidays.ts';

const civilDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('publicHolidays', () => {
  it('lists the public holidays of Zurich, without Berchtoldstag (optional) or Knabenschiessen', () => {
    const de = publicHolidays('2026-09-01', '2027-01-05', 'de');
    expect(de).toEqual([
      { date: '2026-09-20', name: 'Eidg. Dank-, Buss- und Bettag' },
      { date: '2026-12-25', name: 'Weihnachtstag' },
      { date: '2026-12-26', name: 'Stephanstag' },
      { date: '2027-01-01', name: 'Neujahr' },
    ]);
    expect(publicHolidays('2026-12-25', '2026-12-26', 'en').map((h) => h.name)).toEqual([
      'Christmas Day',
      'Boxing Day',
    ]);
  });

  it('returns nothing for an empty or invalid range', () => {
    expect(publicHolidays('2026-12-27', '2026-12-20', 'de')).toEqual([]);
    expect(publicHolidays('2026-13-01', '2026-12-31', 'de')).toEqual([]);
  });

  it('keeps every holiday inside the range, sorted, one per date (property)', () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: 0, max: 400 }), (from, span) => {
        const to = addDays(from, span);
        const list = publicHolidays(from, to, 'de');
        const dates = list.map((h) => h.date);
        expect(dates).toEqual(dates.toSorted());
        expect(new Set(dates).size).toBe(dates.length);
        for (const d of dates) expect(d >= from && d <= to).toBe(true);
        expect(dates).not.toContainEqual(expect.stringMatching(/-01-02$/));
      }),
      { numRuns: 30 },
    );
  });
});

describe('cantonHolidays', () => {
  it('knows cantonal differences', () => {
    const dates = (canton: string) =>
      cantonHolidays('2026-08-01', '2026-08-31', canton, 'de').map((h) => h.date);
    expect(dates('TI')).toContain('2026-08-15');
    expect(dates('ZH')).not.toContain('2026-08-15');
    expect(dates('XX')).toEqual(['2026-08-01']);
    expect(cantonHolidays('2026-01-02', '2026-01-01', 'ZH', 'de')).toEqual([]);
  });
});

describe('the holidays a snapshot carries', () => {
  // Friday 20 November 2026, 00:30 in Zurich (still the 19th in UTC).
  const now = new Date('2026-11-19T23:30:00Z');

  it('cover from the day before today in Zurich for about 13 months and the look-ahead', () => {
    expect(holidaySpan(now)).toEqual({
      from: '2026-11-19',
      until: addDays('2026-11-20', HOLIDAY_WINDOW_DAYS),
    });
    expect(HOLIDAY_WINDOW_DAYS).toBeGreaterThanOrEqual(13 * 31);
  });

  it('give a directory business its canton’s dates over the span, next Christmas included', () => {
    const ticino = directoryHolidays('TI', now);
    expect(ticino.from).toBe('2026-11-19');
    expect(ticino.dates).toEqual(cantonHolidays(ticino.from, ticino.until, 'TI', 'de').map((h) => h.date));
    expect(ticino.dates).toContain('2027-08-15');
    expect(ticino.dates).toContain('2027-12-25');
    expect(directoryHolidays('ZH', now).dates).not.toContain('2027-08-15');
  });

  it('name the site’s holidays in both visitor languages', () => {
    const site = siteHolidays(now);
    expect(site.holidays.map((h) => h.date)).toEqual(
      publicHolidays(site.from, site.until, 'de').map((h) => h.date),
    );
    expect(site.holidays.find((h) => h.date === '2026-12-25')?.name).toEqual({
      de: 'Weihnachtstag',
      en: 'Christmas Day',
    });
  });

  it("follow the site's own canton when it names one (Lucerne closes on 8 December, Zurich does not)", () => {
    const dates = (canton: string | null) => siteHolidays(now, canton).holidays.map((h) => h.date);
    expect(dates('LU')).toContain('2026-12-08');
    expect(dates(null)).not.toContain('2026-12-08');
    expect(dates(null)).toEqual(dates('ZH'));
  });
});
