/** teamDetails option defaults: what a new or incompletely stored teamDetails reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { teamDetailsSchema } from './schema.ts';

const DEFAULTS = { imageFormat: 'portrait', backgroundColor: 'transparent' };

describe('teamDetails options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(teamDetailsSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { imageFormat: 'square', backgroundColor: 'secondary' };
    expect(v.parse(teamDetailsSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(teamDetailsSchema.options, { imageFormat: 'oval', backgroundColor: null })).toEqual(
      DEFAULTS,
    );
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(teamDetailsSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
