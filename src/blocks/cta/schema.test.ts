/** cta option defaults: what a new or incompletely stored cta reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { ctaSchema } from './schema.ts';

const DEFAULTS = {
  alignment: 'center',
  backgroundColor: 'primary',
  shiftedAlignment: 'default',
  size: 'medium',
};

describe('cta options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(ctaSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { shiftedAlignment: 'mediaAboveText', size: 'large' };
    expect(v.parse(ctaSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(ctaSchema.options, { shiftedAlignment: 'sideways', size: 3 })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(ctaSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
