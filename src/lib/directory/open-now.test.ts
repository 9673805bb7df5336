import { describe, expect, it } from 'vitest';
import { branch } from './fixtures.ts';
import { cantonHolidays, openState, zurichWallClock } from './open-now.ts';

const hours = branch();

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
    expect(openState(hours, 'ZH', new Date('2026-11-23T09:00:00Z'))).toEqual({
      open: true,
      closesAt: '12:00',
    });
  });

  it('opens later today during the lunch break', () => {
    expect(openState(hours, 'ZH', new Date('2026-11-23T11:45:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-23', time: '13:30' },
    });
  });

  it('reads the Zurich clock on both sides of the spring change', () => {
    // 07:30 UTC is 08:30 in winter (Friday before), 09:30 in summer (Monday after).
    expect(openState(hours, 'ZH', new Date('2026-03-27T07:30:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-03-27', time: '09:00' },
    });
    expect(openState(hours, 'ZH', new Date('2026-03-30T07:30:00Z'))).toEqual({
      open: true,
      closesAt: '12:00',
    });
  });

  it('reads the Zurich clock after the autumn change', () => {
    // Monday 26 October 2026: 16:45 UTC is 17:45 in Zurich (CET), still open.
    expect(openState(hours, 'ZH', new Date('2026-10-26T16:45:00Z'))).toEqual({
      open: true,
      closesAt: '18:30',
    });
    expect(openState(hours, 'ZH', new Date('2026-10-26T17:45:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-10-27', time: '09:00' },
    });
  });

  it('skips Sunday and the canton’s public holidays', () => {
    // Saturday 15 August 2026 after closing: Sunday closed, Monday open in Zurich.
    expect(openState(hours, 'ZH', new Date('2026-08-15T15:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-08-17', time: '09:00' },
    });
    // St. Stephen's Day (26 Dec 2025, Friday) is a holiday in Zurich: closed, next opening Saturday.
    expect(openState(hours, 'ZH', new Date('2025-12-26T09:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2025-12-27', time: '09:00' },
    });
  });

  it('closes on a canton-only holiday (Assumption in Ticino, not in Zurich)', () => {
    // Friday 15 August 2025.
    const morning = new Date('2025-08-15T08:00:00Z');
    expect(openState(hours, 'ZH', morning)).toEqual({ open: true, closesAt: '12:00' });
    expect(openState(hours, 'TI', morning)).toEqual({
      open: false,
      opensAt: { date: '2025-08-16', time: '09:00' },
    });
  });

  it('follows special dates: a closed marker closes, other times replace the week', () => {
    const special = branch({
      specialHours: [
        { date: '2026-11-23', open: '00:30', close: '00:30' },
        { date: '2026-11-24', open: '10:00', close: '14:00' },
      ],
    });
    expect(openState(special, 'ZH', new Date('2026-11-23T09:00:00Z'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-24', time: '10:00' },
    });
    expect(openState(special, 'ZH', new Date('2026-11-24T12:30:00Z'))).toEqual({
      open: true,
      closesAt: '14:00',
    });
  });

  it('has no next opening without hours', () => {
    expect(openState(branch({ openingHours: [] }), 'ZH', new Date('2026-11-23T09:00:00Z'))).toEqual({
      open: false,
      opensAt: null,
    });
  });
});

describe('cantonHolidays', () => {
  it('knows cantonal differences', () => {
    const dates = (canton: string) =>
      cantonHolidays('2026-08-01', '2026-08-31', canton, 'de').map((h) => h.date);
    expect(dates('TI')).toContain('2026-08-15');
    expect(dates('ZH')).not.toContain('2026-08-15');
    expect(cantonHolidays('2026-01-02', '2026-01-01', 'ZH', 'de')).toEqual([]);
  });
});
