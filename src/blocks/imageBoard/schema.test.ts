/** imageBoard option defaults: what a new or incompletely stored imageBoard reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { imageBoardSchema } from './schema.ts';

const DEFAULTS = {
  gridLayout: 'masonry',
  columnLayout: 3,
  alignment: 'left',
  backgroundColor: 'transparent',
};

describe('imageBoard options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(imageBoardSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { gridLayout: 'carousel', columnLayout: 5 };
    expect(v.parse(imageBoardSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(imageBoardSchema.options, { gridLayout: 'list', columnLayout: 6 })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(imageBoardSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
