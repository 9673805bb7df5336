/**
 * Opening-hours rules of a branch: weekly periods grouped per day, special dates that override
 * them (a special entry with open and close both '00:30' means closed that day), public holidays
 * as closed days (given as data: the server computes them, db/snapshot-holidays.ts), the schedule
 * of the next days, and the formatting of days and times. Times are Zurich wall-clock values
 * ('HH:MM'); see civil-date.ts for why they are formatted as zone-free civil times. Islands render
 * these texts on the server and again in the browser, so only single values come from Intl (weekday
 * names, times); ranges and lists are joined by the dictionary's patterns (Intl's differ between
 * engines).
 */
import { format } from '../i18n/format.ts';
import { hoursTexts } from '../i18n/visitor/hours.ts';
import { addDays, civilToUtc, intlLocale, isWallTime, isoWeekday } from './civil-date.ts';
import type { Locale, OpeningPeriod, SpecialHours } from './content.ts';

/** A special entry with both times at this value means closed that day (visitor spec §5). */
export const CLOSED_MARKER = '00:30';
/** Days the contact block's "next days" schedule covers (today included). */
export const SCHEDULE_DAYS = 7;
/** Days ahead in which special dates and holidays are listed ("the upcoming weeks"). */
export const UPCOMING_DAYS = 56;
/** Intl options of an opening time (24-hour clock in both Swiss locales). */
export const TIME_FORMAT = {
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** One open-to-close span of a day. */
export interface TimeRange {
  open: string;
  close: string;
}

/** A public holiday on a civil date. */
export interface Holiday {
  date: string;
  name: string;
}

/** Why a day has the hours it has. */
export type DayReason = 'regular' | 'special' | 'holiday';

/** The hours of one calendar day. */
export interface DaySchedule {
  date: string;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Sorted open periods; empty when closed. */
  periods: TimeRange[];
  closed: boolean;
  reason: DayReason;
  /** The public holiday on this day, also when a special entry overrides it. */
  holiday: string | null;
}

/** Everything the rules need about a branch. */
export interface HoursInput {
  weekly: readonly OpeningPeriod[];
  special: readonly SpecialHours[];
  holidays: readonly Holiday[];
}

/** The weekly hours of one weekday. */
export interface WeekdayHours {
  day: number;
  periods: TimeRange[];
}

/** Consecutive weekdays sharing the same hours (e.g. Monday to Friday). */
export interface WeekdayRow {
  firstDay: number;
  lastDay: number;
  periods: TimeRange[];
}

/** True for the special entry that marks a closed day. */
export function isClosedMarker(entry: TimeRange): boolean {
  return entry.open === CLOSED_MARKER && entry.close === CLOSED_MARKER;
}

/** A usable period: valid wall-clock times, opening before closing. */
export function isValidRange(range: TimeRange): boolean {
  return isWallTime(range.open) && isWallTime(range.close) && range.open < range.close;
}

/** Valid ranges, sorted by opening time, duplicates removed. */
function normalise(ranges: readonly TimeRange[]): TimeRange[] {
  const seen = new Set<string>();
  return ranges
    .filter(isValidRange)
    .map(({ open, close }) => ({ open, close }))
    .toSorted((a, b) => a.open.localeCompare(b.open) || a.close.localeCompare(b.close))
    .filter(({ open, close }) => {
      const key = `${open}-${close}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Weekly periods grouped per day, Monday (1) to Sunday (7); a day without periods is closed.
 * Invalid periods (bad day or time, closing before opening) are dropped.
 *
 * @example
 * groupByDay([{ day: 1, open: '13:30', close: '18:30' }, { day: 1, open: '09:00', close: '12:00' }])[0];
 * // { day: 1, periods: [{ open: '09:00', close: '12:00' }, { open: '13:30', close: '18:30' }] }
 */
export function groupByDay(weekly: readonly OpeningPeriod[]): WeekdayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    periods: normalise(weekly.filter((p) => p.day === day)),
  }));
}

const samePeriods = (a: readonly TimeRange[], b: readonly TimeRange[]) =>
  a.length === b.length && a.every((p, i) => p.open === b[i]?.open && p.close === b[i]?.close);

/**
 * The week as rows of consecutive days with equal hours, Monday first: the compact form shown to
 * visitors ("Monday – Friday 09:00–12:00, 13:30–18:30").
 */
export function weekdayRows(weekly: readonly OpeningPeriod[]): WeekdayRow[] {
  const rows: WeekdayRow[] = [];
  for (const { day, periods } of groupByDay(weekly)) {
    const last = rows.at(-1);
    if (last && samePeriods(last.periods, periods)) last.lastDay = day;
    else rows.push({ firstDay: day, lastDay: day, periods });
  }
  return rows;
}

/**
 * The hours of one civil date. Order of precedence: special entries for that date (a closed
 * marker closes the day), then a public holiday (closed), then the weekly hours.
 */
export function dayHours(date: string, input: HoursInput): DaySchedule {
  const weekday = isoWeekday(date);
  const holiday = input.holidays.find((h) => h.date === date)?.name ?? null;
  const specials = input.special.filter((s) => s.date === date && (isClosedMarker(s) || isValidRange(s)));
  if (specials.length > 0) {
    const periods = specials.some(isClosedMarker) ? [] : normalise(specials);
    return { date, weekday, periods, closed: periods.length === 0, reason: 'special', holiday };
  }
  if (holiday !== null) {
    return { date, weekday, periods: [], closed: true, reason: 'holiday', holiday };
  }
  const periods = normalise(input.weekly.filter((p) => p.day === weekday));
  return { date, weekday, periods, closed: periods.length === 0, reason: 'regular', holiday };
}

/** The hours of `days` consecutive dates starting at `from`. */
export function schedule(from: string, days: number, input: HoursInput): DaySchedule[] {
  return Array.from({ length: Math.max(0, days) }, (_, i) => dayHours(addDays(from, i), input));
}

/**
 * Days from `from` on (for `days` days) whose hours differ from the usual week: every special
 * date, and every public holiday that falls on a day the branch would otherwise be open.
 */
export function upcomingExceptions(from: string, days: number, input: HoursInput): DaySchedule[] {
  return schedule(from, days, input).filter((day) => {
    if (day.reason === 'special') return true;
    if (day.reason !== 'holiday') return false;
    return dayHours(day.date, { ...input, holidays: [] }).periods.length > 0;
  });
}

// ---------------------------------------------------------------------------------------------
// Formatting (Intl for single values, the dictionary's patterns to join them)

/** A Monday: weekday names are formatted from the week starting here. */
const REFERENCE_MONDAY = '2024-01-01';

const timeFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { ...TIME_FORMAT, timeZone: 'UTC' });

/** An opening time ('13:30') in the visitor's locale. */
export function formatTime(time: string, locale: Locale): string {
  return timeFormat(locale).format(civilToUtc(REFERENCE_MONDAY, time));
}

/**
 * One period in the visitor's locale ("09:00–12:00 Uhr" in German): two Intl times in the
 * dictionary's range pattern, the same in every engine.
 */
export function formatTimeRange(range: TimeRange, locale: Locale): string {
  return format(hoursTexts[locale].hoursTimeRange, {
    open: formatTime(range.open, locale),
    close: formatTime(range.close, locale),
  });
}

/** A day's periods as one list ("09:00–12:00 Uhr, 13:30–18:30 Uhr"). */
export function formatPeriods(periods: readonly TimeRange[], locale: Locale): string {
  return formatPeriodsToParts(periods, locale)
    .map((part) => part.value)
    .join('');
}

/**
 * The same list as parts, so a view can keep each time range on one line: `range` parts are the
 * formatted periods, `literal` parts the separators. Joined, they equal formatPeriods().
 */
export function formatPeriodsToParts(
  periods: readonly TimeRange[],
  locale: Locale,
): { type: 'range' | 'literal'; value: string }[] {
  const separator = hoursTexts[locale].hoursListSeparator;
  return periods.flatMap((p, i) => [
    ...(i > 0 ? [{ type: 'literal' as const, value: separator }] : []),
    { type: 'range' as const, value: formatTimeRange(p, locale) },
  ]);
}

const weekdayDate = (day: number) => civilToUtc(addDays(REFERENCE_MONDAY, day - 1));

/** The long name of an ISO weekday (1 = Monday). */
export function formatWeekday(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayDate(day),
  );
}

/**
 * A weekday row's label: one weekday, or two Intl weekday names in the dictionary's range pattern
 * ("Montag – Freitag"). Not Intl's formatRange: Node and Chromium space its dash differently.
 */
export function formatWeekdayRange(row: Pick<WeekdayRow, 'firstDay' | 'lastDay'>, locale: Locale): string {
  if (row.firstDay === row.lastDay) return formatWeekday(row.firstDay, locale);
  return format(hoursTexts[locale].hoursDayRange, {
    from: formatWeekday(row.firstDay, locale),
    to: formatWeekday(row.lastDay, locale),
  });
}

/** Intl options of a day in the next-days schedule ("Montag, 23. November"). */
export const SCHEDULE_DATE_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
} as const satisfies Intl.DateTimeFormatOptions;

/** Intl options of a special date or holiday ("Sa., 26. Dezember 2026"). */
export const EXCEPTION_DATE_FORMAT = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/** Intl options of the schedule's date span in its heading ("22.–28. November"). */
export const SCHEDULE_RANGE_FORMAT = {
  day: 'numeric',
  month: 'long',
} as const satisfies Intl.DateTimeFormatOptions;
