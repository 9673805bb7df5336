/** teamContainer option defaults: what a new or incompletely stored teamContainer reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { teamContainerSchema } from './schema.ts';

const DEFAULTS = {
  gridLayout: 'grid',
  columnLayout: 3,
  imageFormat: 'portrait',
  alignment: 'left',
  backgroundColor: 'transparent',
};

describe('teamContainer options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(teamContainerSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { gridLayout: 'split', columnLayout: 5 };
    expect(v.parse(teamContainerSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(teamContainerSchema.options, { gridLayout: 'rows', columnLayout: '3' })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(teamContainerSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
