/**
 * When scheduled publishes run: the pure rule the runner (functions/services/content/
 * scheduled-publish.ts) and the Node timer follow. A publish is due once its time has come and it
 * is still pending; the timer sleeps until the next due time, never longer than a minute (so a
 * publish scheduled meanwhile by another process is found within a minute). Pure.
 */

/** The states of a scheduled publish (`scheduled_publishes.state`). */
export const SCHEDULE_STATES = ['pending', 'done', 'failed', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** Longest sleep of the Node timer between two looks at the table. */
export const MAX_SCHEDULE_SLEEP_MS = 60_000;

/** What the rule needs of a scheduled publish. */
export interface ScheduleTiming {
  state: ScheduleState;
  /** UTC instant, ISO 8601. */
  dueAt: string;
}

/**
 * Whether a scheduled publish should run at `now`: pending and its time has come.
 *
 * @example
 * isDue({ state: 'pending', dueAt: '2026-07-01T12:30:00.000Z' }, new Date('2026-07-01T12:30:00Z')); // true
 */
export function isDue(schedule: ScheduleTiming, now: Date): boolean {
  return schedule.state === 'pending' && Date.parse(schedule.dueAt) <= now.getTime();
}

/** The due ones of `schedules`, earliest first (ties keep their order). */
export function dueSchedules<T extends ScheduleTiming>(schedules: readonly T[], now: Date): T[] {
  return schedules.filter((s) => isDue(s, now)).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

/**
 * How long the timer sleeps before it looks again: until the earliest pending publish (0 when one
 * is due), at most `MAX_SCHEDULE_SLEEP_MS`.
 *
 * @example
 * nextWakeDelay([{ state: 'pending', dueAt: '2026-07-01T12:00:20.000Z' }], new Date('2026-07-01T12:00:00Z')); // 20000
 */
export function nextWakeDelay(schedules: readonly ScheduleTiming[], now: Date): number {
  let delay = MAX_SCHEDULE_SLEEP_MS;
  for (const s of schedules) {
    if (s.state !== 'pending') continue;
    delay = Math.min(delay, Math.max(0, Date.parse(s.dueAt) - now.getTime()));
  }
  return delay;
}

/** Whether a requested time may be scheduled: strictly after `now`. */
export function isInFuture(dueAt: Date, now: Date): boolean {
  return dueAt.getTime() > now.getTime();
}
