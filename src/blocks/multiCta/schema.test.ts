/** multiCta option defaults: what a new or incompletely stored multiCta reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { multiCtaSchema } from './schema.ts';

const DEFAULTS = { alignment: 'center', backgroundColor: 'primary', textSize: 'medium' };

describe('multiCta options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(multiCtaSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { backgroundColor: 'secondary', textSize: 'large' };
    expect(v.parse(multiCtaSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(multiCtaSchema.options, { backgroundColor: 'pink', textSize: null })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(multiCtaSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
