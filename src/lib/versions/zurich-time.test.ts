import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLocalInput, zurichToUtc, zurichWallTime } from './zurich-time.ts';

const utc = (wall: { date: string; time: string }) => zurichToUtc(wall)?.toISOString() ?? null;

describe('zurichToUtc', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(utc({ date: '2026-01-15', time: '09:00' })).toBe('2026-01-15T08:00:00.000Z');
    expect(utc({ date: '2026-07-01', time: '14:30' })).toBe('2026-07-01T12:30:00.000Z');
    expect(utc({ date: '2026-12-31', time: '23:59' })).toBe('2026-12-31T22:59:00.000Z');
  });

  it('refuses the hour skipped in spring and takes the first of the hour repeated in autumn', () => {
    expect(utc({ date: '2026-03-29', time: '01:59' })).toBe('2026-03-29T00:59:00.000Z');
    expect(utc({ date: '2026-03-29', time: '02:30' })).toBeNull();
    expect(utc({ date: '2026-03-29', time: '03:00' })).toBe('2026-03-29T01:00:00.000Z');
    expect(utc({ date: '2026-10-25', time: '02:30' })).toBe('2026-10-25T00:30:00.000Z');
    expect(utc({ date: '2026-10-25', time: '03:00' })).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses malformed dates and times', () => {
    expect(utc({ date: '2026-02-30', time: '10:00' })).toBeNull();
    expect(utc({ date: '2026-07-01', time: '24:00' })).toBeNull();
    expect(utc({ date: '1.7.2026', time: '10:00' })).toBeNull();
  });

  it('round-trips every whole minute through zurichWallTime (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 365 * 24 * 60 }), (minutes) => {
        const instant = new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
        const back = zurichToUtc(zurichWallTime(instant));
        // The repeated autumn hour maps back to its first (summer-time) occurrence.
        expect(back).not.toBeNull();
        const diff = instant.getTime() - back!.getTime();
        expect(diff === 0 || diff === 3_600_000).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('zurichWallTime and splitLocalInput', () => {
  it('gives the Zurich date and clock of an instant', () => {
    expect(zurichWallTime(new Date('2026-06-30T22:30:00Z'))).toEqual({ date: '2026-07-01', time: '00:30' });
  });

  it('splits a datetime-local value', () => {
    expect(splitLocalInput('2026-07-01T14:30')).toEqual({ date: '2026-07-01', time: '14:30' });
    expect(splitLocalInput('2026-07-01 14:30')).toBeNull();
  });
});
