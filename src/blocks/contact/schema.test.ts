import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { contactSchema } from './schema.ts';

describe('contact schema', () => {
  it('defaults to all branches with opening hours and the upcoming days', () => {
    expect(readOptions(contactSchema, 1, {})).toEqual({
      location: [],
      showOpeningHours: true,
      showUpcoming: true,
      alignment: 'left',
      backgroundColor: 'transparent',
    });
  });

  it('reads invalid stored values as the defaults', () => {
    expect(
      readOptions(contactSchema, 1, { location: 'branch-seen', showOpeningHours: 'no', alignment: 'center' }),
    ).toMatchObject({ location: [], showOpeningHours: true, alignment: 'center' });
    expect(readOptions(contactSchema, 1, { location: ['branch-seen'] }).location).toEqual(['branch-seen']);
  });
});
