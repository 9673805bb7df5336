import { describe, expect, it } from 'vitest';
import {
  COURSE_DATE_FORMAT,
  COURSE_DATE_TIME_FORMAT,
  courseCost,
  courseDate,
  sortSoonestFirst,
} from './courses.ts';

const intl = (tag: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}Z`));

describe('courseDate', () => {
  it('formats a day, or a day with its start time, like Intl', () => {
    expect(courseDate('2027-03-09', 'de')).toEqual({
      iso: '2027-03-09',
      label: intl('de-CH', COURSE_DATE_FORMAT, '2027-03-09T00:00'),
    });
    expect(courseDate('2027-03-09T18:30', 'en')).toEqual({
      iso: '2027-03-09T18:30',
      label: intl('en-CH', COURSE_DATE_TIME_FORMAT, '2027-03-09T18:30'),
    });
    expect(courseDate('', 'de')).toBeNull();
    expect(courseDate(undefined, 'de')).toBeNull();
  });
});

describe('courseCost', () => {
  it('formats amounts in CHF like Intl, and tells free courses and typed text apart', () => {
    expect(courseCost('180', 'de')).toEqual({
      kind: 'amount',
      amount: 180,
      label: new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(180),
    });
    expect(courseCost(0, 'en')).toEqual({ kind: 'free' });
    expect(courseCost('inbegriffen', 'de')).toEqual({ kind: 'text', label: 'inbegriffen' });
    expect(courseCost(null, 'de')).toBeNull();
  });
});

describe('sortSoonestFirst', () => {
  it('orders by date and start time, undated last', () => {
    const items = ['2027-03-09T18:30', null, '2027-03-09T09:00', '2027-01-20'];
    expect(sortSoonestFirst(items, (d) => d)).toEqual([
      '2027-01-20',
      '2027-03-09T09:00',
      '2027-03-09T18:30',
      null,
    ]);
  });
});
