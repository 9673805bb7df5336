/** serviceCard option defaults: what a new or incompletely stored serviceCard reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { serviceCardSchema } from './schema.ts';

const DEFAULTS = { imageFormat: 'square' };

describe('serviceCard options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(serviceCardSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { imageFormat: 'portrait' };
    expect(v.parse(serviceCardSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(serviceCardSchema.options, { imageFormat: 'landscape' })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(serviceCardSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
