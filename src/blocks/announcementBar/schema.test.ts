import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { announcementBarSchema } from './schema.ts';

describe('announcementBar schema', () => {
  it('has a text and a button field', () => {
    expect(announcementBarSchema.fields.map((f) => [f.name, f.kind])).toEqual([
      ['description', 'text'],
      ['button', 'button'],
    ]);
  });

  it('defaults to a small centred primary strip', () => {
    expect(readOptions(announcementBarSchema, 1, {})).toEqual({
      backgroundColor: 'primary',
      alignment: 'center',
      textSize: 'small',
    });
  });

  it('reads invalid stored values as the defaults', () => {
    expect(
      readOptions(announcementBarSchema, 1, { backgroundColor: 'pink', alignment: 'left', textSize: 3 }),
    ).toEqual({ backgroundColor: 'primary', alignment: 'left', textSize: 'small' });
  });
});
