import { describe, expect, it } from 'vitest';
import { directoryHolidays, HOLIDAY_WINDOW_DAYS } from '../../../db/snapshot-holidays.ts';
import { addDays } from '../civil-date.ts';
import { branch, NO_HOLIDAYS } from './fixtures.ts';
import { NEXT_OPENING_DAYS, openState, zurichWallClock } from './open-now.ts';

const hours = branch();

/** The branch's state at `now`, with the canton's holidays as the server computes them for `now`. */
const stateIn = (canton: string, now: Date, b = hours) => openState(b, directoryHolidays(canton, now), now);

describe('zurichWallClock', () => {
  it('follows daylight-saving time', () => {
    expect(zurichWallClock(new Date('2026-03-28T08:30:00Z'))).toEqual({ date: '2026-03-28', time: '09:30' });
    expect(zurichWallClock(new Date('2026-03-30T08:30:00Z'))).toEqual({ date: '2026-03-30', time: '10:30' });
    expect(zurichWallClock(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(zurichWallClock(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(zurichWallClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ date: '2026-11-23', time: '00:30' });
  });
});

describe('openState', () => {
  it('is open with the closing time of the current period', () => {
    expect(stateIn('ZH', new Date('2026-11-23T09:00:00Z'))).toEqual({ open: true, closesAt: '12:00' });
  });

  it('opens later today during the lunch break', () => {
    expect(stateIn('ZH', new Date('2026-11-23T11:45:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-23', time: '13:30' },
    });
  });

  it('reads the Zurich clock on both sides of the spring change', () => {
    // 07:30 UTC is 08:30 in winter (Friday before), 09:30 in summer (Monday after).
    expect(stateIn('ZH', new Date('2026-03-27T07:30:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-03-27', time: '09:00' },
    });
    expect(stateIn('ZH', new Date('2026-03-30T07:30:00Z'))).toEqual({ open: true, closesAt: '12:00' });
  });

  it('reads the Zurich clock after the autumn change', () => {
    // Monday 26 October 2026: 16:45 UTC is 17:45 in Zurich (CET), still open.
    expect(stateIn('ZH', new Date('2026-10-26T16:45:00Z'))).toEqual({ open: true, closesAt: '18:30' });
    expect(stateIn('ZH', new Date('2026-10-26T17:45:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-10-27', time: '09:00' },
    });
  });

  it('skips Sunday and the canton’s public holidays', () => {
    // Saturday 15 August 2026 after closing: Sunday closed, Monday open in Zurich.
    expect(stateIn('ZH', new Date('2026-08-15T15:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-08-17', time: '09:00' },
    });
    // St. Stephen's Day (26 Dec 2025, Friday) is a holiday in Zurich: closed, next opening Saturday.
    expect(stateIn('ZH', new Date('2025-12-26T09:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2025-12-27', time: '09:00' },
    });
  });

  it('closes on a canton-only holiday (Assumption in Ticino, not in Zurich)', () => {
    // Friday 15 August 2025.
    const morning = new Date('2025-08-15T08:00:00Z');
    expect(stateIn('ZH', morning)).toEqual({ open: true, closesAt: '12:00' });
    expect(stateIn('TI', morning)).toEqual({ open: false, opensAt: { date: '2025-08-16', time: '09:00' } });
  });

  it('still knows the holidays of a page built a year before (Christmas, 13 months on)', () => {
    const built = new Date('2025-11-20T10:00:00Z');
    // Friday 25 December 2026, 10:00 in Zurich: closed, Saturday is St. Stephen's Day, then Sunday.
    const christmas = new Date('2026-12-25T09:00:00Z');
    expect(openState(hours, directoryHolidays('ZH', built), christmas)).toEqual({
      open: false,
      opensAt: { date: '2026-12-28', time: '09:00' },
    });
  });

  it('says nothing once the page outlived its holidays, rather than guess', () => {
    const built = new Date('2026-11-20T10:00:00Z');
    const holidays = directoryHolidays('ZH', built);
    expect(holidays.until).toBe(addDays('2026-11-20', HOLIDAY_WINDOW_DAYS));
    const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
    // The last known day still answers; the day after does not.
    expect(openState(hours, holidays, at(holidays.until, '09:00'))).not.toBeNull();
    expect(openState(hours, holidays, at(addDays(holidays.until, 1), '09:00'))).toBeNull();
    // Before the span (a visitor's clock set back) is unknown too.
    expect(openState(hours, holidays, at(addDays(holidays.from, -1), '09:00'))).toBeNull();
    // Closed to the end of the span: the next opening would lie beyond it, so no answer.
    const closedToTheEnd = branch({
      specialHours: Array.from({ length: NEXT_OPENING_DAYS }, (_, i) => ({
        date: addDays(holidays.until, -i),
        open: '00:30',
        close: '00:30',
      })),
    });
    expect(openState(closedToTheEnd, holidays, at(addDays(holidays.until, -3), '09:00'))).toBeNull();
    expect(openState(closedToTheEnd, NO_HOLIDAYS, at(addDays(holidays.until, -3), '09:00'))).toEqual({
      open: false,
      opensAt: { date: addDays(holidays.until, 1), time: '09:00' },
    });
  });

  it('follows special dates: a closed marker closes, other times replace the week', () => {
    const special = branch({
      specialHours: [
        { date: '2026-11-23', open: '00:30', close: '00:30' },
        { date: '2026-11-24', open: '10:00', close: '14:00' },
      ],
    });
    expect(stateIn('ZH', new Date('2026-11-23T09:00:00Z'), special)).toEqual({
      open: false,
      opensAt: { date: '2026-11-24', time: '10:00' },
    });
    expect(stateIn('ZH', new Date('2026-11-24T12:30:00Z'), special)).toEqual({
      open: true,
      closesAt: '14:00',
    });
  });

  it('has no next opening without hours', () => {
    expect(stateIn('ZH', new Date('2026-11-23T09:00:00Z'), branch({ openingHours: [] }))).toEqual({
      open: false,
      opensAt: null,
    });
  });
});
