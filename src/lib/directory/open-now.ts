/**
 * "Open now / closes at / opens at" of a directory branch: its weekly hours, special dates and the
 * public holidays of its canton (date-holidays), read against the wall clock of Europe/Zurich (so
 * a daylight-saving change moves nothing: opening times are Zurich times).
 */
import Holidays from 'date-holidays';
import { addDays, BUSINESS_TIME_ZONE, isCivilDate } from '../civil-date.ts';
import type { Locale, OpeningPeriod, SpecialHours } from '../content.ts';
import { dayHours, type Holiday } from '../opening-hours.ts';

/** Days ahead searched for the next opening. */
export const NEXT_OPENING_DAYS = 14;

/** Cantons whose holiday calendars date-holidays knows (all 26). */
const CANTONS = new Set(
  'ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR AG TG TI VD VS NE GE JU'.split(' '),
);

const calendars = new Map<string, Holidays>();
/** Computed holiday lists by canton, span and locale (date-holidays is slow to ask). */
const holidayLists = new Map<string, Holiday[]>();
const HOLIDAY_LISTS_KEPT = 256;

/**
 * Public holidays (type 'public') of a canton from `from` to `to` inclusive, one per date; an
 * unknown canton gets the national ones.
 *
 * @example
 * cantonHolidays('2026-08-01', '2026-08-31', 'TI', 'de').map((h) => h.date); // ['2026-08-01', '2026-08-15']
 */
export function cantonHolidays(from: string, to: string, canton: string, locale: Locale): Holiday[] {
  if (!isCivilDate(from) || !isCivilDate(to) || from > to) return [];
  const state = CANTONS.has(canton) ? canton : '';
  const key = `${state}:${from}:${to}:${locale}`;
  const known = holidayLists.get(key);
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
  if (holidayLists.size >= HOLIDAY_LISTS_KEPT) holidayLists.clear();
  holidayLists.set(key, list);
  return list;
}

/** The civil date and wall-clock time ('HH:MM') of an instant in Zurich. */
export function zurichWallClock(now: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whether a branch is open at an instant, and when that changes. */
export type OpenState =
  { open: true; closesAt: string } | { open: false; opensAt: { date: string; time: string } | null };

/** What openState needs of a branch. */
export interface BranchHours {
  openingHours: readonly OpeningPeriod[];
  specialHours: readonly SpecialHours[];
}

/**
 * Open or closed at `now` (Zurich time), with the closing time of the current period or the next
 * opening within NEXT_OPENING_DAYS (null: none).
 *
 * @example
 * openState(branch, 'ZH', new Date('2026-11-23T09:00:00Z')); // { open: true, closesAt: '12:00' }
 */
export function openState(branch: BranchHours, canton: string, now: Date): OpenState {
  const { date, time } = zurichWallClock(now);
  const last = addDays(date, NEXT_OPENING_DAYS);
  const input = {
    weekly: branch.openingHours,
    special: branch.specialHours,
    holidays: cantonHolidays(date, last, canton, 'de'),
  };
  const today = dayHours(date, input);
  const current = today.periods.find((p) => p.open <= time && time < p.close);
  if (current) return { open: true, closesAt: current.close };
  const later = today.periods.find((p) => p.open > time);
  if (later) return { open: false, opensAt: { date, time: later.open } };
  for (let i = 1; i <= NEXT_OPENING_DAYS; i++) {
    const day = dayHours(addDays(date, i), input);
    const first = day.periods[0];
    if (first) return { open: false, opensAt: { date: day.date, time: first.open } };
  }
  return { open: false, opensAt: null };
}
