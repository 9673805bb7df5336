import { describe, expect, it } from 'vitest';
import { demoBranches, holidaySeasonYear } from './directory.ts';

describe('holidaySeasonYear', () => {
  it('is this year up to St Stephen’s Day and next year after it', () => {
    expect(holidaySeasonYear(new Date(2026, 0, 1))).toBe(2026);
    expect(holidaySeasonYear(new Date(2026, 10, 27))).toBe(2026);
    expect(holidaySeasonYear(new Date(2026, 11, 26))).toBe(2026);
    expect(holidaySeasonYear(new Date(2026, 11, 27))).toBe(2027);
    expect(holidaySeasonYear(new Date(2026, 11, 31))).toBe(2027);
  });

  it('dates the branches’ special days in the coming season', () => {
    const year = holidaySeasonYear();
    for (const branch of demoBranches)
      expect(branch.specialHours?.map((h) => h.date)).toEqual([`${year}-12-24`, `${year}-12-26`]);
  });
});
