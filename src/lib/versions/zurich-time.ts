/**
 * Wall-clock times in Zurich and the UTC instants they mean, for scheduled publishing: an editor
 * enters a date and a time as the shop reads its clock (Europe/Zurich, CET/CEST), the server
 * stores the UTC instant. Daylight saving: a time that does not exist (the spring change skips
 * 02:00-02:59) is refused; a time that occurs twice (the autumn change repeats 02:00-02:59) means
 * its first occurrence (summer time). Pure: Intl only, no I/O, no DOM, no node:*.
 */
import { isCivilDate, isWallTime, zurichWallClock } from '../civil-date.ts';

/** A date ('YYYY-MM-DD') and a wall-clock time ('HH:MM') in Zurich. */
export interface ZurichWallTime {
  date: string;
  time: string;
}

/** Zurich's calendar date and clock time of an instant (seconds dropped). */
export const zurichWallTime: (instant: Date) => ZurichWallTime = zurichWallClock;

/** The wall time read as if it were UTC, in ms. */
function asUtcMs({ date, time }: ZurichWallTime): number {
  return Date.parse(`${date}T${time}:00.000Z`);
}

/**
 * The UTC instant of a Zurich date and time, or null when the input is malformed or the time does
 * not exist that day (skipped by the change to summer time).
 *
 * @example
 * zurichToUtc({ date: '2026-07-01', time: '14:30' })?.toISOString(); // '2026-07-01T12:30:00.000Z'
 * zurichToUtc({ date: '2026-03-29', time: '02:30' }); // null (clocks jump from 02:00 to 03:00)
 */
export function zurichToUtc(wall: ZurichWallTime): Date | null {
  if (!isCivilDate(wall.date) || !isWallTime(wall.time)) return null;
  const target = asUtcMs(wall);
  if (Number.isNaN(target)) return null;
  // Zurich is UTC+1 or UTC+2: of the two candidates, the earlier that reads back as the input.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(target - offsetHours * 3_600_000);
    const back = zurichWallTime(candidate);
    if (back.date === wall.date && back.time === wall.time) return candidate;
  }
  return null;
}

/**
 * The datetime-local input's value ('YYYY-MM-DDTHH:MM') split into date and time, or null.
 *
 * @example
 * splitLocalInput('2026-07-01T14:30'); // { date: '2026-07-01', time: '14:30' }
 */
export function splitLocalInput(value: string): ZurichWallTime | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match ? { date: match[1]!, time: match[2]! } : null;
}
