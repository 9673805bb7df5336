/**
 * Swiss public holidays for the site snapshot, computed on the server with date-holidays. The
 * library carries every country's rules, time zones and astronomy (1.4 MB, 240 KB gzip), so it
 * must never reach a browser: views and islands get the holidays as dates in the snapshot (the
 * directory's businesses, the contact block's branches), covering HOLIDAY_WINDOW_DAYS from the day
 * the snapshot is loaded; outside that span they treat a day as unknown, never as holiday-free.
 * `db/` is off limits to `src/` (ESLint), which keeps it that way.
 */
import Holidays from 'date-holidays';
import type { DirectoryHolidays, SiteHolidays } from '../src/lib/api/snapshot.ts';
import { addDays, civilDateIn, isCivilDate } from '../src/lib/civil-date.ts';
import { VISITOR_LOCALES, type Locale } from '../src/lib/content.ts';
import type { Holiday } from '../src/lib/opening-hours.ts';

/**
 * Days the holidays cover from the load day: a page published today may stay online unchanged
 * for months, so about 13 months of visits (396 days) plus the 14 days "open now" looks ahead.
 */
export const HOLIDAY_WINDOW_DAYS = 410;

/** Where the site's own branches are: public holidays of Switzerland, canton of Zurich. */
export const HOLIDAY_REGION = { country: 'CH', state: 'ZH' } as const;

/** Cantons whose holiday calendars date-holidays knows (all 26). */
const CANTONS = new Set(
  'ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR AG TG TI VD VS NE GE JU'.split(' '),
);

const calendars = new Map<string, Holidays>();
/** Computed lists by canton, span and locale (date-holidays is slow to ask). */
const lists = new Map<string, Holiday[]>();
const LISTS_KEPT = 256;

/**
 * Public holidays (type 'public' only: Berchtoldstag is 'optional' in Zurich) of a canton from
 * `from` to `to` inclusive, named in `locale`, one per date; an unknown canton gets the national
 * ones.
 *
 * @example
 * cantonHolidays('2026-08-01', '2026-08-31', 'TI', 'de').map((h) => h.date); // ['2026-08-01', '2026-08-15']
 */
export function cantonHolidays(from: string, to: string, canton: string, locale: Locale): Holiday[] {
  if (!isCivilDate(from) || !isCivilDate(to) || from > to) return [];
  const state = CANTONS.has(canton) ? canton : '';
  const key = `${state}:${from}:${to}:${locale}`;
  const known = lists.get(key);
  if (known) return known;
  let calendar = calendars.get(state);
  if (!calendar) {
    calendar = state ? new Holidays('CH', state) : new Holidays('CH');
    calendars.set(state, calendar);
  }
  const byDate = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of calendar.getHolidays(year, locale)) {
      const date = h.date.slice(0, 10);
      if (h.type === 'public' && date >= from && date <= to && !byDate.has(date)) byDate.set(date, h.name);
    }
  }
  const list = [...byDate]
    .map(([date, name]) => ({ date, name }))
    .toSorted((a, b) => a.date.localeCompare(b.date));
  if (lists.size >= LISTS_KEPT) lists.clear();
  lists.set(key, list);
  return list;
}

/**
 * The public holidays of the site's own region (canton of Zurich) from `from` to `to`, named in
 * `locale`.
 *
 * @example
 * publicHolidays('2026-12-20', '2027-01-05', 'de').map((h) => h.date);
 * // ['2026-12-25', '2026-12-26', '2027-01-01']
 */
export function publicHolidays(from: string, to: string, locale: Locale): Holiday[] {
  return cantonHolidays(from, to, HOLIDAY_REGION.state, locale);
}

/**
 * The span a snapshot loaded at `now` covers: from the day before today in Zurich (a visitor's
 * clock may lag the server's around midnight) for HOLIDAY_WINDOW_DAYS.
 */
export function holidaySpan(now: Date): { from: string; until: string } {
  const today = civilDateIn(now);
  return { from: addDays(today, -1), until: addDays(today, HOLIDAY_WINDOW_DAYS) };
}

/**
 * The public holiday dates of a directory business's canton, for the span loaded at `now`.
 *
 * @example
 * directoryHolidays('TI', new Date('2026-08-01T08:00:00Z')).dates.includes('2026-08-15'); // true
 */
export function directoryHolidays(canton: string, now: Date): DirectoryHolidays {
  const span = holidaySpan(now);
  return { ...span, dates: cantonHolidays(span.from, span.until, canton, 'de').map((h) => h.date) };
}

/**
 * The public holidays of the site's own branches (their business's canton, Zurich's when the
 * site names none) with their names in every visitor locale, for the span loaded at `now` (the
 * contact block's schedule and exceptions).
 */
export function siteHolidays(now: Date, canton: string | null = null): SiteHolidays {
  const span = holidaySpan(now);
  const region = canton ?? HOLIDAY_REGION.state;
  const named = Object.fromEntries(
    VISITOR_LOCALES.map((locale) => [
      locale,
      new Map(cantonHolidays(span.from, span.until, region, locale).map((h) => [h.date, h.name])),
    ]),
  ) as Record<Locale, Map<string, string>>;
  const dates = [...named.de.keys()];
  return {
    ...span,
    holidays: dates.map((date) => ({
      date,
      name: Object.fromEntries(
        VISITOR_LOCALES.map((locale) => [locale, named[locale].get(date) ?? named.de.get(date) ?? '']),
      ) as Record<Locale, string>,
    })),
  };
}
