/**
 * The rules a branch's hours must pass before they are saved (issue 24: the shop edits its own
 * hours): every interval has two wall-clock times and ends after it starts, the intervals of one
 * weekday or one special date do not overlap, a special date is a real date listed once, and the
 * closed marker (00:30-00:30, visitor spec §5) stands alone on its date. Also the editor's model
 * of a special date (closed, or open with intervals) and its conversion to the stored entries.
 * Pure: no I/O, no DOM.
 */
import { isCivilDate, isWallTime } from '../civil-date.ts';
import type { OpeningPeriod, SpecialHours } from '../content.ts';
import { CLOSED_MARKER, isClosedMarker, type TimeRange } from '../opening-hours.ts';

/** Why an entry cannot be saved. */
export type HoursProblemCode = 'badTime' | 'endBeforeStart' | 'overlap' | 'badDate' | 'closedWithHours';

/** One problem: where (a weekday 1-7 or a special date) and what. */
export interface HoursProblem {
  where: { kind: 'weekday'; day: number } | { kind: 'special'; date: string };
  code: HoursProblemCode;
}

/** Problems of the intervals of one day (a weekday or a date), in a stable order. */
function rangeProblems(ranges: readonly TimeRange[]): HoursProblemCode[] {
  const problems: HoursProblemCode[] = [];
  const valid: TimeRange[] = [];
  for (const range of ranges) {
    if (!isWallTime(range.open) || !isWallTime(range.close)) problems.push('badTime');
    else if (range.close <= range.open) problems.push('endBeforeStart');
    else valid.push(range);
  }
  const sorted = valid.toSorted((a, b) => a.open.localeCompare(b.open));
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1], sorted[i]];
    // Touching intervals (12:00-13:00, 13:00-18:00) are fine; starting before the last ended is not.
    if (before && after && after.open < before.close) {
      problems.push('overlap');
      break;
    }
  }
  return problems;
}

/**
 * Everything wrong with a branch's weekly and special hours; empty when they can be saved.
 *
 * @example
 * hoursProblems({ weekly: [{ day: 1, open: '09:00', close: '12:00' }, { day: 1, open: '11:00', close: '18:00' }], special: [] });
 * // [{ where: { kind: 'weekday', day: 1 }, code: 'overlap' }]
 */
export function hoursProblems(input: {
  weekly: readonly OpeningPeriod[];
  special: readonly SpecialHours[];
}): HoursProblem[] {
  const problems: HoursProblem[] = [];
  for (let day = 1; day <= 7; day++)
    for (const code of rangeProblems(input.weekly.filter((p) => p.day === day)))
      problems.push({ where: { kind: 'weekday', day }, code });
  for (const period of input.weekly)
    if (!Number.isInteger(period.day) || period.day < 1 || period.day > 7)
      problems.push({ where: { kind: 'weekday', day: period.day }, code: 'badTime' });
  const dates = [...new Set(input.special.map((s) => s.date))].sort();
  for (const date of dates) {
    const where = { kind: 'special' as const, date };
    if (!isCivilDate(date)) {
      problems.push({ where, code: 'badDate' });
      continue;
    }
    const entries = input.special.filter((s) => s.date === date);
    const closed = entries.filter(isClosedMarker);
    if (closed.length > 0) {
      if (entries.length > closed.length) problems.push({ where, code: 'closedWithHours' });
      continue;
    }
    for (const code of rangeProblems(entries)) problems.push({ where, code });
  }
  return problems;
}

/** A special date as the editor shows it: closed all day, or open with its own intervals. */
export interface SpecialDay {
  date: string;
  closed: boolean;
  periods: TimeRange[];
}

/** The stored entries grouped per date, sorted by date (the editor's list). */
export function specialDaysOf(special: readonly SpecialHours[]): SpecialDay[] {
  const byDate = new Map<string, SpecialDay>();
  for (const entry of special) {
    const day = byDate.get(entry.date) ?? { date: entry.date, closed: false, periods: [] };
    if (isClosedMarker(entry)) day.closed = true;
    else day.periods.push({ open: entry.open, close: entry.close });
    byDate.set(entry.date, day);
  }
  return [...byDate.values()]
    .map((day) => (day.closed ? { ...day, periods: [] } : day))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The stored entries of the editor's special days (a closed day is the 00:30 marker). */
export function specialHoursOf(days: readonly SpecialDay[]): SpecialHours[] {
  return days.flatMap((day) =>
    day.closed
      ? [{ date: day.date, open: CLOSED_MARKER, close: CLOSED_MARKER }]
      : day.periods.map((p) => ({ date: day.date, open: p.open, close: p.close })),
  );
}

/** Special dates before `today` are history: the editor hides them and they are not kept. */
export function withoutPast(special: readonly SpecialHours[], today: string): SpecialHours[] {
  return special.filter((s) => s.date >= today);
}
