import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicHolidays } from '../../db/snapshot-holidays.ts';
import { format } from '../i18n/format.ts';
import { hoursTexts } from '../i18n/visitor/hours.ts';
import { addDays, civilToUtc, isoWeekday } from './civil-date.ts';
import type { OpeningPeriod, SpecialHours } from './content.ts';
import {
  CLOSED_MARKER,
  dayHours,
  formatPeriods,
  formatPeriodsToParts,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWeekdayRange,
  groupByDay,
  isClosedMarker,
  schedule,
  upcomingExceptions,
  weekdayRows,
  type HoursInput,
} from './opening-hours.ts';

/** The demo week: Mon–Fri 09:00–12:00 and 13:30–18:30, Sat 09:00–16:00. */
const week: OpeningPeriod[] = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, open: '13:30', close: '18:30' },
    { day, open: '09:00', close: '12:00' },
  ]),
  { day: 6, open: '09:00', close: '16:00' },
];
const none: HoursInput = { weekly: week, special: [], holidays: [] };

// Arbitraries -----------------------------------------------------------------------------------
const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const range = fc
  .tuple(wallTime, wallTime)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => (a < b ? { open: a, close: b } : { open: b, close: a }));
const period = fc.tuple(fc.integer({ min: 1, max: 7 }), range).map(([day, r]) => ({ day, ...r }));
const weekly = fc.array(period, { maxLength: 14 });
const civilDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** The instant Intl formats for a wall-clock time (civil, formatted in UTC). */
const at = (t: string) => civilToUtc('2024-01-01', t);

describe('groupByDay', () => {
  it('groups the demo week per day, sorted by opening time', () => {
    const days = groupByDay(week);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]?.periods).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '13:30', close: '18:30' },
    ]);
    expect(days[5]?.periods).toEqual([{ open: '09:00', close: '16:00' }]);
    expect(days[6]?.periods).toEqual([]);
  });

  it('drops invalid periods: unknown day, bad time, closing before opening', () => {
    const days = groupByDay([
      { day: 0, open: '09:00', close: '12:00' },
      { day: 8, open: '09:00', close: '12:00' },
      { day: 2, open: '9:00', close: '12:00' },
      { day: 2, open: '18:00', close: '08:00' },
      { day: 2, open: '25:00', close: '26:00' },
    ]);
    expect(days.every((d) => d.periods.length === 0)).toBe(true);
  });

  it('puts every valid period on its own day exactly once, in order (property)', () => {
    fc.assert(
      fc.property(weekly, (periods) => {
        const days = groupByDay(periods);
        for (const { day, periods: dayPeriods } of days) {
          const expected = new Set(periods.filter((p) => p.day === day).map((p) => `${p.open}-${p.close}`));
          expect(new Set(dayPeriods.map((p) => `${p.open}-${p.close}`))).toEqual(expected);
          expect(dayPeriods.length).toBe(expected.size);
          for (let i = 1; i < dayPeriods.length; i++) {
            expect(dayPeriods[i - 1]!.open <= dayPeriods[i]!.open).toBe(true);
          }
        }
      }),
    );
  });
});

describe('weekdayRows', () => {
  it('merges Monday to Friday and keeps Saturday and Sunday apart', () => {
    expect(weekdayRows(week).map((r) => [r.firstDay, r.lastDay, r.periods.length])).toEqual([
      [1, 5, 2],
      [6, 6, 1],
      [7, 7, 0],
    ]);
  });

  it('covers Monday to Sunday without gaps, and neighbours differ (property)', () => {
    fc.assert(
      fc.property(weekly, (periods) => {
        const rows = weekdayRows(periods);
        expect(rows[0]?.firstDay).toBe(1);
        expect(rows.at(-1)?.lastDay).toBe(7);
        const days = groupByDay(periods);
        rows.forEach((row, i) => {
          if (i > 0) {
            expect(row.firstDay).toBe(rows[i - 1]!.lastDay + 1);
            expect(row.periods).not.toEqual(rows[i - 1]!.periods);
          }
          for (let day = row.firstDay; day <= row.lastDay; day++) {
            expect(days[day - 1]?.periods).toEqual(row.periods);
          }
        });
      }),
    );
  });
});

describe('dayHours', () => {
  it('uses the weekly hours on an ordinary day', () => {
    const monday = dayHours('2026-11-23', none);
    expect(monday).toMatchObject({ weekday: 1, closed: false, reason: 'regular', holiday: null });
    expect(monday.periods).toHaveLength(2);
    expect(dayHours('2026-11-22', none)).toMatchObject({ weekday: 7, closed: true, reason: 'regular' });
  });

  it("treats a special entry with open and close both '00:30' as closed", () => {
    const input = { ...none, special: [{ date: '2026-11-23', open: CLOSED_MARKER, close: CLOSED_MARKER }] };
    expect(dayHours('2026-11-23', input)).toMatchObject({ closed: true, periods: [], reason: 'special' });
    expect(isClosedMarker({ open: '00:30', close: '00:30' })).toBe(true);
    expect(isClosedMarker({ open: '00:30', close: '12:00' })).toBe(false);
  });

  it('closes a public holiday unless a special entry says otherwise', () => {
    const holidays = [{ date: '2026-12-25', name: 'Weihnachtstag' }];
    expect(dayHours('2026-12-25', { ...none, holidays })).toMatchObject({
      closed: true,
      reason: 'holiday',
      holiday: 'Weihnachtstag',
    });
    const special = [{ date: '2026-12-25', open: '10:00', close: '12:00' }];
    expect(dayHours('2026-12-25', { ...none, holidays, special })).toMatchObject({
      closed: false,
      reason: 'special',
      holiday: 'Weihnachtstag',
      periods: [{ open: '10:00', close: '12:00' }],
    });
  });

  it('ignores unreadable special entries', () => {
    const special = [{ date: '2026-11-23', open: 'noon', close: '12:00' }];
    expect(dayHours('2026-11-23', { ...none, special }).reason).toBe('regular');
  });

  it('lets special dates override the weekly hours (property)', () => {
    fc.assert(
      fc.property(
        weekly,
        civilDate,
        fc.array(range, { minLength: 1, maxLength: 3 }),
        (periods, date, ranges) => {
          const special: SpecialHours[] = ranges.map((r) => ({ date, ...r }));
          const day = dayHours(date, { weekly: periods, special, holidays: [{ date, name: 'X' }] });
          expect(day.reason).toBe('special');
          expect(day.closed).toBe(false);
          expect(new Set(day.periods.map((p) => `${p.open}-${p.close}`))).toEqual(
            new Set(ranges.map((p) => `${p.open}-${p.close}`)),
          );
        },
      ),
    );
  });

  it('closes a day with a closed marker whatever else applies (property)', () => {
    fc.assert(
      fc.property(
        weekly,
        civilDate,
        fc.array(range, { maxLength: 3 }),
        fc.boolean(),
        (periods, date, ranges, hol) => {
          const special: SpecialHours[] = [
            ...ranges.map((r) => ({ date, ...r })),
            { date, open: CLOSED_MARKER, close: CLOSED_MARKER },
          ];
          const holidays = hol ? [{ date, name: 'X' }] : [];
          const day = dayHours(date, { weekly: periods, special, holidays });
          expect(day).toMatchObject({ closed: true, periods: [], reason: 'special' });
        },
      ),
    );
  });

  it('closes holidays without special entries, and only those dates (property)', () => {
    fc.assert(
      fc.property(weekly, civilDate, fc.integer({ min: 1, max: 6 }), (periods, date, offset) => {
        const input = { weekly: periods, special: [], holidays: [{ date, name: 'Feiertag' }] };
        expect(dayHours(date, input)).toMatchObject({ closed: true, reason: 'holiday', holiday: 'Feiertag' });
        const other = addDays(date, offset);
        expect(dayHours(other, input)).toEqual(dayHours(other, { ...input, holidays: [] }));
      }),
    );
  });
});

describe('schedule', () => {
  it('lists consecutive dates with their weekdays (property)', () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: 0, max: 60 }), (from, days) => {
        const list = schedule(from, days, none);
        expect(list).toHaveLength(days);
        list.forEach((day, i) => {
          expect(day.date).toBe(addDays(from, i));
          expect(day.weekday).toBe(((isoWeekday(from) - 1 + i) % 7) + 1);
        });
      }),
    );
  });

  it('shows the seeded Christmas week: short Christmas Eve, holidays, closed special day', () => {
    const special = [
      { date: '2026-12-24', open: '09:00', close: '14:00' },
      { date: '2026-12-26', open: CLOSED_MARKER, close: CLOSED_MARKER },
    ];
    const holidays = publicHolidays('2026-12-21', '2026-12-27', 'de');
    const days = schedule('2026-12-21', 7, { weekly: week, special, holidays });
    expect(days.map((d) => [d.date, d.closed, d.reason])).toEqual([
      ['2026-12-21', false, 'regular'],
      ['2026-12-22', false, 'regular'],
      ['2026-12-23', false, 'regular'],
      ['2026-12-24', false, 'special'],
      ['2026-12-25', true, 'holiday'],
      ['2026-12-26', true, 'special'],
      ['2026-12-27', true, 'regular'],
    ]);
    expect(days[3]?.periods).toEqual([{ open: '09:00', close: '14:00' }]);
    expect(days[5]?.holiday).toBe('Stephanstag');
  });
});

describe('upcomingExceptions', () => {
  it('lists special dates and holidays on otherwise open days, not holidays on closed days', () => {
    const special = [{ date: '2027-03-31', open: '09:00', close: '12:00' }];
    const holidays = publicHolidays('2027-03-22', '2027-04-04', 'de');
    const list = upcomingExceptions('2027-03-22', 14, { weekly: week, special, holidays });
    // Karfreitag (Fri) and Ostermontag (Mon) close open days; Ostersonntag is a Sunday anyway.
    expect(list.map((d) => [d.date, d.reason, d.holiday])).toEqual([
      ['2027-03-26', 'holiday', 'Karfreitag'],
      ['2027-03-29', 'holiday', 'Ostermontag'],
      ['2027-03-31', 'special', null],
    ]);
  });

  it('never lists an ordinary day (property)', () => {
    fc.assert(
      fc.property(civilDate, weekly, (from, periods) => {
        const holidays = publicHolidays(from, addDays(from, 30), 'en');
        for (const day of upcomingExceptions(from, 30, { weekly: periods, special: [], holidays })) {
          expect(day.reason).toBe('holiday');
          expect(groupByDay(periods)[day.weekday - 1]?.periods.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('formatting', () => {
  const intlTime = (tag: string, t: string) =>
    new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at(t));

  it('formats times with Intl and joins them with the dictionary, as every engine reads them', () => {
    for (const [locale, tag] of [
      ['de', 'de-CH'],
      ['en', 'en-CH'],
    ] as const) {
      const t = hoursTexts[locale];
      expect(formatTime('13:30', locale)).toBe(intlTime(tag, '13:30'));
      const morning = format(t.hoursTimeRange, {
        open: intlTime(tag, '09:00'),
        close: intlTime(tag, '12:00'),
      });
      expect(formatTimeRange({ open: '09:00', close: '12:00' }, locale)).toBe(morning);
      const afternoon = formatTimeRange({ open: '13:30', close: '18:30' }, locale);
      const both = formatPeriods(
        [
          { open: '09:00', close: '12:00' },
          { open: '13:30', close: '18:30' },
        ],
        locale,
      );
      expect(both).toBe(`${morning}${t.hoursListSeparator}${afternoon}`);
    }
    // What Swiss readers expect (the patterns agree with today's CLDR).
    expect(formatTimeRange({ open: '09:00', close: '12:00' }, 'de')).toBe('09:00–12:00 Uhr');
    expect(formatTimeRange({ open: '09:00', close: '12:00' }, 'en')).toBe('09:00–12:00');
  });

  it('splits the period list into ranges and separators that join to the same text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 4 }),
        fc.constantFrom('de' as const, 'en' as const),
        (ranges, l) => {
          const parts = formatPeriodsToParts(ranges, l);
          expect(parts.map((p) => p.value).join('')).toBe(formatPeriods(ranges, l));
          expect(parts.filter((p) => p.type === 'range').map((p) => p.value)).toEqual(
            ranges.map((r) => formatTimeRange(r, l)),
          );
        },
      ),
    );
  });

  it('keeps every time range readable: both ends as Intl writes them (property)', () => {
    fc.assert(
      fc.property(range, fc.constantFrom('de' as const, 'en' as const), (r, locale) => {
        const tag = locale === 'de' ? 'de-CH' : 'en-CH';
        const text = formatTimeRange(r, locale);
        expect(text).toContain(intlTime(tag, r.open));
        expect(text).toContain(intlTime(tag, r.close));
      }),
    );
  });

  it('names weekdays with Intl and joins a weekday range with the dictionary, not formatRange', () => {
    const intlDay = (tag: string, iso: string) =>
      new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(formatWeekday(1, 'de')).toBe(intlDay('de-CH', '2024-01-01'));
    expect(formatWeekday(7, 'en')).toBe(intlDay('en-CH', '2024-01-07'));
    expect(formatWeekdayRange({ firstDay: 6, lastDay: 6 }, 'de')).toBe(intlDay('de-CH', '2024-01-06'));
    for (const [locale, tag] of [
      ['de', 'de-CH'],
      ['en', 'en-CH'],
    ] as const) {
      expect(formatWeekdayRange({ firstDay: 1, lastDay: 5 }, locale)).toBe(
        format(hoursTexts[locale].hoursDayRange, {
          from: intlDay(tag, '2024-01-01'),
          to: intlDay(tag, '2024-01-05'),
        }),
      );
    }
    // Node's ICU spaces formatRange's dash with U+2009, Chromium with U+0020: the island's server
    // HTML and its hydration must not depend on which engine wrote them.
    expect(formatWeekdayRange({ firstDay: 1, lastDay: 5 }, 'de')).toBe('Montag – Freitag');
  });

  it('writes ranges and lists with the same characters whichever engine runs (property)', () => {
    fc.assert(
      fc.property(
        fc.array(range, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('de' as const, 'en' as const),
        (ranges, first, span, locale) => {
          const text = `${formatPeriods(ranges, locale)} ${formatWeekdayRange({ firstDay: first, lastDay: Math.min(7, first + span) }, locale)}`;
          // Intl's engine-dependent spacing (thin, narrow no-break spaces) never appears.
          expect(text).not.toMatch(/[\u2009\u202f\u00a0]/);
        },
      ),
    );
  });
});
