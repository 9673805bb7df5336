import { describe, expect, it } from 'vitest';
import { dueSchedules, isDue, isInFuture, MAX_SCHEDULE_SLEEP_MS, nextWakeDelay } from './due.ts';

const now = new Date('2026-07-01T12:00:00.000Z');

describe('scheduled publishing rules', () => {
  it('runs pending publishes whose time has come, earliest first', () => {
    const list = [
      { id: 'late', state: 'pending' as const, dueAt: '2026-07-01T12:00:00.000Z' },
      { id: 'future', state: 'pending' as const, dueAt: '2026-07-01T12:00:00.001Z' },
      { id: 'early', state: 'pending' as const, dueAt: '2026-07-01T11:00:00.000Z' },
      { id: 'cancelled', state: 'cancelled' as const, dueAt: '2026-07-01T10:00:00.000Z' },
      { id: 'done', state: 'done' as const, dueAt: '2026-07-01T10:00:00.000Z' },
    ];
    expect(dueSchedules(list, now).map((s) => s.id)).toEqual(['early', 'late']);
    expect(isDue(list[1]!, now)).toBe(false);
  });

  it('sleeps until the next pending publish, at most a minute', () => {
    expect(nextWakeDelay([], now)).toBe(MAX_SCHEDULE_SLEEP_MS);
    expect(nextWakeDelay([{ state: 'pending', dueAt: '2026-07-01T12:00:20.000Z' }], now)).toBe(20_000);
    expect(nextWakeDelay([{ state: 'pending', dueAt: '2026-07-01T11:00:00.000Z' }], now)).toBe(0);
    expect(nextWakeDelay([{ state: 'pending', dueAt: '2026-07-01T13:00:00.000Z' }], now)).toBe(60_000);
    expect(nextWakeDelay([{ state: 'failed', dueAt: '2026-07-01T12:00:01.000Z' }], now)).toBe(60_000);
  });

  it('accepts only times strictly after now', () => {
    expect(isInFuture(now, now)).toBe(false);
    expect(isInFuture(new Date(now.getTime() + 1), now)).toBe(true);
  });
});
