/** testimonialDetails option defaults: what a new or incompletely stored testimonialDetails reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { testimonialDetailsSchema } from './schema.ts';

const DEFAULTS = { imageFormat: 'square', backgroundColor: 'transparent' };

describe('testimonialDetails options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(testimonialDetailsSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { imageFormat: 'portrait', backgroundColor: 'primary' };
    expect(v.parse(testimonialDetailsSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(
      v.parse(testimonialDetailsSchema.options, { imageFormat: 'wide', backgroundColor: 'green' }),
    ).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(testimonialDetailsSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
