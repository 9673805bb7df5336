/** textOnImage option defaults: what a new or incompletely stored textOnImage reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { textOnImageSchema } from './schema.ts';

const DEFAULTS = {
  media: 'image',
  textPosition: 'center-left',
  textColor: 'background',
  textSize: 'large',
  size: 'large',
  objectFit: 'cover',
};

describe('textOnImage options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(textOnImageSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { media: 'video', textPosition: 'bottom-right' };
    expect(v.parse(textOnImageSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(textOnImageSchema.options, { media: 'gif', textPosition: 'middle' })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(textOnImageSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
