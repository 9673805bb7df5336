/** hero option defaults: what a new or incompletely stored hero reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { heroSchema } from './schema.ts';

const DEFAULTS = { alignment: 'left', size: 'large', objectFit: 'cover', backgroundColor: 'background' };

describe('hero options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(heroSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { alignment: 'right', size: 'small' };
    expect(v.parse(heroSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(heroSchema.options, { alignment: 'middle', size: 'huge' })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(heroSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
