import { describe, expect, it } from 'vitest';
import { hoursProblems, specialDaysOf, specialHoursOf, withoutPast } from './hours-edit.ts';

const week = (day: number, open: string, close: string) => ({ day, open, close });
const special = (date: string, open: string, close: string) => ({ date, open, close });

describe('hoursProblems', () => {
  it('accepts a usual week with a lunch break and touching intervals', () => {
    expect(
      hoursProblems({
        weekly: [
          week(1, '09:00', '12:00'),
          week(1, '13:30', '18:30'),
          week(2, '09:00', '12:00'),
          week(2, '12:00', '18:00'),
        ],
        special: [special('2026-12-24', '09:00', '14:00'), special('2026-12-26', '00:30', '00:30')],
      }),
    ).toEqual([]);
  });
  it('names overlapping intervals and an end before the start, per weekday', () => {
    expect(
      hoursProblems({
        weekly: [week(1, '09:00', '12:00'), week(1, '11:00', '18:00'), week(3, '18:00', '09:00')],
        special: [],
      }),
    ).toEqual([
      { where: { kind: 'weekday', day: 1 }, code: 'overlap' },
      { where: { kind: 'weekday', day: 3 }, code: 'endBeforeStart' },
    ]);
  });
  it('refuses times that are not times, a weekday outside 1-7 and a date that is not one', () => {
    const problems = hoursProblems({
      weekly: [week(2, '9:00', '12:00'), week(8, '09:00', '12:00')],
      special: [special('2026-02-30', '09:00', '12:00')],
    });
    expect(problems.map((p) => p.code)).toEqual(['badTime', 'badTime', 'badDate']);
  });
  it('keeps the closed marker alone on its date, and checks special intervals like weekly ones', () => {
    expect(
      hoursProblems({
        weekly: [],
        special: [
          special('2026-12-31', '00:30', '00:30'),
          special('2026-12-31', '09:00', '12:00'),
          special('2027-01-02', '10:00', '16:00'),
          special('2027-01-02', '15:00', '17:00'),
        ],
      }),
    ).toEqual([
      { where: { kind: 'special', date: '2026-12-31' }, code: 'closedWithHours' },
      { where: { kind: 'special', date: '2027-01-02' }, code: 'overlap' },
    ]);
  });
});

describe('special days', () => {
  const stored = [
    special('2027-01-02', '13:00', '16:00'),
    special('2026-12-24', '00:30', '00:30'),
    special('2027-01-02', '09:00', '12:00'),
  ];
  it('groups the stored entries per date and gives the same entries back', () => {
    const days = specialDaysOf(stored);
    expect(days).toEqual([
      { date: '2026-12-24', closed: true, periods: [] },
      {
        date: '2027-01-02',
        closed: false,
        periods: [
          { open: '13:00', close: '16:00' },
          { open: '09:00', close: '12:00' },
        ],
      },
    ]);
    expect(specialHoursOf(days).toSorted((a, b) => (a.date + a.open).localeCompare(b.date + b.open))).toEqual(
      stored.toSorted((a, b) => (a.date + a.open).localeCompare(b.date + b.open)),
    );
  });
  it('drops dates before today', () => {
    expect(withoutPast(stored, '2026-12-25').map((s) => s.date)).toEqual(['2027-01-02', '2027-01-02']);
  });
});
