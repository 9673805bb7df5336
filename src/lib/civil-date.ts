/**
 * Calendar dates and wall-clock times as Swiss visitors read them, independent of the machine's
 * time zone. Stored dates ('2026-11-10', '2026-11-10T18:30') and opening times ('09:00') are
 * *civil* values: they mean the same day and clock time whatever the server's zone. We therefore
 * carry them as strings, do day arithmetic in UTC, and format them with `timeZone: 'UTC'` so no
 * zone shift can move them. Only "today" depends on a zone: the business's, Europe/Zurich.
 */
import type { Locale } from './content.ts';

/** The business's time zone: decides which day "today" is. */
export const BUSINESS_TIME_ZONE = 'Europe/Zurich';

/** The Intl locale of a visitor locale (Swiss German, Swiss English). */
export const INTL_LOCALE: Record<Locale, 'de-CH' | 'en-CH'> = { de: 'de-CH', en: 'en-CH' };

/**
 * The Intl locale tag of a visitor locale.
 *
 * @example
 * new Intl.NumberFormat(intlLocale('de')).format(1490); // "1'490"
 */
export function intlLocale(locale: Locale): 'de-CH' | 'en-CH' {
  return INTL_LOCALE[locale];
}

/** A civil date ('YYYY-MM-DD') with an optional wall-clock time ('HH:MM'). */
export interface CivilDateTime {
  date: string;
  time: string | null;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date in 'YYYY-MM-DD' form (no 2026-02-30). */
export function isCivilDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for a wall-clock time 'HH:MM' from 00:00 to 23:59. */
export function isWallTime(value: string): boolean {
  return TIME_RE.test(value);
}

/**
 * Reads a stored date or date-time: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:MM' (seconds and a trailing
 * zone are ignored: the value is a civil date). Null for anything else, including empty values.
 *
 * @example
 * parseCivilDateTime('2026-11-10T18:30'); // { date: '2026-11-10', time: '18:30' }
 * parseCivilDateTime('10.11.2026'); // null
 */
export function parseCivilDateTime(raw: unknown): CivilDateTime | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    raw.trim(),
  );
  if (!m || !isCivilDate(m[1] ?? '')) return null;
  const time = m[2] ?? null;
  if (time !== null && !isWallTime(time)) return null;
  return { date: m[1] ?? '', time };
}

/** The UTC instant that stands for a civil date (and time); format it with `timeZone: 'UTC'`. */
export function civilToUtc(date: string, time: string | null = null): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time ? (time.split(':').map(Number) as [number, number]) : [0, 0];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

/** The civil date of a UTC instant made by civilToUtc. */
function utcToCivil(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The civil date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const base = civilToUtc(date);
  base.setUTCDate(base.getUTCDate() + days);
  return utcToCivil(base);
}

/** ISO weekday of a civil date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = civilToUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The civil date in a time zone at an instant (default: the business's zone).
 *
 * @example
 * civilDateIn(new Date('2026-11-22T23:30:00Z')); // '2026-11-23' (00:30 in Zurich)
 */
export function civilDateIn(now: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Formats a civil date ('YYYY-MM-DD') or date-time with Intl in a visitor locale.
 *
 * @example
 * formatCivil('2026-11-10', 'de', { day: 'numeric', month: 'long', year: 'numeric' }); // '10. November 2026'
 */
export function formatCivil(
  value: CivilDateTime | string,
  locale: Locale,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  const { date, time } = typeof value === 'string' ? { date: value, time: null } : value;
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(
    civilToUtc(date, time),
  );
}

/**
 * Items ordered by a stored date (and time): 'desc' newest first, 'asc' soonest first. Items
 * without a readable date follow the dated ones in their given order; equal dates keep their
 * order too (stable), so editors can still arrange entries of the same day.
 */
export function sortByCivilDate<T>(
  items: readonly T[],
  dateOf: (item: T) => unknown,
  order: 'asc' | 'desc',
): T[] {
  const keyed = items.map((item, index) => {
    const parsed = parseCivilDateTime(dateOf(item));
    return { item, index, key: parsed ? `${parsed.date}T${parsed.time ?? '00:00'}` : null };
  });
  const direction = order === 'asc' ? 1 : -1;
  return keyed
    .toSorted((a, b) => {
      if (a.key !== null && b.key !== null && a.key !== b.key) return direction * a.key.localeCompare(b.key);
      if (a.key !== null && b.key === null) return -1;
      if (a.key === null && b.key !== null) return 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * Formats a span of civil dates as one Intl range in a visitor locale ("22.–28. November").
 *
 * @example
 * formatCivilRange('2026-11-22', '2026-11-28', 'en', { day: 'numeric', month: 'long' }); // '22–28 November'
 */
export function formatCivilRange(
  from: string,
  to: string,
  locale: Locale,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).formatRange(
    civilToUtc(from),
    civilToUtc(to),
  );
}

let wallClockFormat: Intl.DateTimeFormat | null = null;

/**
 * The civil date and wall-clock time ('HH:MM') of an instant in Zurich (seconds dropped).
 *
 * @example
 * zurichWallClock(new Date('2026-11-22T23:30:00Z')); // { date: '2026-11-23', time: '00:30' }
 */
export function zurichWallClock(instant: Date): { date: string; time: string } {
  wallClockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}`,
  };
}
