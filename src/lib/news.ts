/**
 * News entries: their date as visitors read it (Intl, de-CH / en-CH; the view shows 'N/A' from
 * the dictionary when it is missing, visitor spec §5) and the newest-first order of a board.
 */
import { formatCivil, parseCivilDateTime, sortByCivilDate } from './civil-date.ts';
import type { Locale } from './content.ts';

/** Intl options of a news date ("10. November 2026"). */
export const NEWS_DATE_FORMAT = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A stored news date for visitors: `{ iso, label }` with the civil date for `<time dateTime>`,
 * or null when missing or unreadable (the view then shows the dictionary's 'N/A', spec §5).
 *
 * @example
 * newsDate('2026-11-10', 'de'); // { iso: '2026-11-10', label: '10. November 2026' }
 */
export function newsDate(raw: unknown, locale: Locale): { iso: string; label: string } | null {
  const parsed = parseCivilDateTime(raw);
  if (!parsed) return null;
  return { iso: parsed.date, label: formatCivil(parsed.date, locale, NEWS_DATE_FORMAT) };
}

/** News items newest first; undated ones last in their given order (see sortByCivilDate). */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => unknown): T[] {
  return sortByCivilDate(items, dateOf, 'desc');
}
