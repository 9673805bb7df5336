/** serviceBoard option defaults: what a new or incompletely stored serviceBoard reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { serviceBoardSchema } from './schema.ts';

const DEFAULTS = { gridLayout: 'grid', columnLayout: 3, alignment: 'left', backgroundColor: 'transparent' };

describe('serviceBoard options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(serviceBoardSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { gridLayout: 'split', columnLayout: 4 };
    expect(v.parse(serviceBoardSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(serviceBoardSchema.options, { gridLayout: 'table', columnLayout: 2 })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(serviceBoardSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
