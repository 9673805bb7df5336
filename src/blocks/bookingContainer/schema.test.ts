import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { bookingContainerSchema } from './schema.ts';

describe('bookingContainer schema', () => {
  it('defaults to no booking link, left-aligned on a transparent background', () => {
    expect(readOptions(bookingContainerSchema, 1, {})).toEqual({
      bookingLink: null,
      alignment: 'left',
      backgroundColor: 'transparent',
    });
  });

  it('keeps a valid booking link and drops an invalid one', () => {
    const link = { type: 'iframe', url: 'https://booking.example.invalid/x' };
    expect(readOptions(bookingContainerSchema, 1, { bookingLink: link }).bookingLink).toEqual(link);
    expect(readOptions(bookingContainerSchema, 1, { bookingLink: { type: 'fax' } }).bookingLink).toBeNull();
  });
});
