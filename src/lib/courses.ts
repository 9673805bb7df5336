/**
 * Course entries: their date (and start time) as visitors read it, via Intl in de-CH / en-CH,
 * their price in CHF, and the soonest-first order of the course list.
 */
import { formatCivil, parseCivilDateTime, sortByCivilDate } from './civil-date.ts';
import type { Locale } from './content.ts';
import { formatChf, parseChfAmount } from './money.ts';

/** Intl options of a course day ("Dienstag, 10. November 2026"). */
export const COURSE_DATE_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/** Intl options of a course day with its start time. */
export const COURSE_DATE_TIME_FORMAT = {
  ...COURSE_DATE_FORMAT,
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A stored course date for visitors: the value for `<time dateTime>` and its Intl label; null
 * when missing or unreadable.
 *
 * @example
 * courseDate('2027-03-09T18:30', 'en'); // { iso: '2027-03-09T18:30', label: 'Tuesday, 9 March 2027 at 18:30' }
 */
export function courseDate(raw: unknown, locale: Locale): { iso: string; label: string } | null {
  const parsed = parseCivilDateTime(raw);
  if (!parsed) return null;
  return parsed.time
    ? {
        iso: `${parsed.date}T${parsed.time}`,
        label: formatCivil(parsed, locale, COURSE_DATE_TIME_FORMAT),
      }
    : { iso: parsed.date, label: formatCivil(parsed.date, locale, COURSE_DATE_FORMAT) };
}

/** A course's cost: Intl CHF for an amount (free when 0), the text as typed otherwise, or none. */
export type CourseCost =
  | { kind: 'amount'; amount: number; label: string }
  | { kind: 'free' }
  | { kind: 'text'; label: string }
  | null;

/** Reads a stored course cost (see parseChfAmount for what counts as an amount). */
export function courseCost(raw: unknown, locale: Locale): CourseCost {
  const amount = parseChfAmount(raw);
  if (amount === 0) return { kind: 'free' };
  if (amount !== null) return { kind: 'amount', amount, label: formatChf(amount, locale) };
  if (typeof raw === 'string' && raw.trim() !== '') return { kind: 'text', label: raw.trim() };
  return null;
}

/** Courses soonest first; undated ones last in their given order (see sortByCivilDate). */
export function sortSoonestFirst<T>(items: readonly T[], dateOf: (item: T) => unknown): T[] {
  return sortByCivilDate(items, dateOf, 'asc');
}
