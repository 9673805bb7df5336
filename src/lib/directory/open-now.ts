/**
 * "Open now / closes at / opens at" of a directory branch: its weekly hours, special dates and the
 * public holidays of its canton, read against the wall clock of Europe/Zurich (so a daylight-saving
 * change moves nothing: opening times are Zurich times). The holidays come with the directory as
 * dates over a span (computed on the server, db/snapshot-holidays.ts): a day outside that span is
 * unknown, and a state that needs one is not given rather than guessed.
 */
import type { DirectoryHolidays } from '../api/snapshot.ts';
import { addDays, zurichWallClock } from '../civil-date.ts';
import type { OpeningPeriod, SpecialHours } from '../content.ts';
import { dayHours, type HoursInput } from '../opening-hours.ts';

/** Days ahead searched for the next opening. */
export const NEXT_OPENING_DAYS = 14;

export { zurichWallClock };

/** Whether a branch is open at an instant, and when that changes. */
export type OpenState =
  { open: true; closesAt: string } | { open: false; opensAt: { date: string; time: string } | null };

/** What openState needs of a branch. */
export interface BranchHours {
  openingHours: readonly OpeningPeriod[];
  specialHours: readonly SpecialHours[];
}

/** Whether a civil date lies inside the span whose holidays are known. */
const isKnown = (date: string, holidays: DirectoryHolidays) =>
  date >= holidays.from && date <= holidays.until;

/**
 * Open or closed at `now` (Zurich time), with the closing time of the current period or the next
 * opening within NEXT_OPENING_DAYS (null: none). Null when that answer needs a day outside the
 * span of known holidays (a page not rebuilt for longer than the span): no claim beats a
 * wrong one on a holiday.
 *
 * @example
 * openState(branch, business.holidays, new Date('2026-11-23T09:00:00Z')); // { open: true, closesAt: '12:00' }
 */
export function openState(branch: BranchHours, holidays: DirectoryHolidays, now: Date): OpenState | null {
  const { date, time } = zurichWallClock(now);
  if (!isKnown(date, holidays)) return null;
  const input: HoursInput = {
    weekly: branch.openingHours,
    special: branch.specialHours,
    // Only the dates count here (the directory names no holiday).
    holidays: holidays.dates.map((d) => ({ date: d, name: '' })),
  };
  const today = dayHours(date, input);
  const current = today.periods.find((p) => p.open <= time && time < p.close);
  if (current) return { open: true, closesAt: current.close };
  const later = today.periods.find((p) => p.open > time);
  if (later) return { open: false, opensAt: { date, time: later.open } };
  for (let i = 1; i <= NEXT_OPENING_DAYS; i++) {
    const next = addDays(date, i);
    if (!isKnown(next, holidays)) return null;
    const day = dayHours(next, input);
    const first = day.periods[0];
    if (first) return { open: false, opensAt: { date: day.date, time: first.open } };
  }
  return { open: false, opensAt: null };
}
