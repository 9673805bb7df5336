/** A teaser's publication date as visitors read it (Intl, de-CH / en-CH), and its ISO day. */
import type { Locale } from '../content.ts';

const INTL_LOCALE: Record<Locale, string> = { de: 'de-CH', en: 'en-CH' };

/**
 * The date in the visitor's language (day, month name, year), in Swiss time; null when unreadable.
 *
 * @example
 * formatTeaserDate('2026-01-14T08:00:00Z', 'de'); // '14. Januar 2026'
 */
export function formatTeaserDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(date);
}

/** The `datetime` attribute of a `<time>`: the day in Swiss time (YYYY-MM-DD); null when unreadable. */
export function teaserDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(date);
}
