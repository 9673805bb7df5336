/** testimonialsContainer option defaults: what a new or incompletely stored testimonialsContainer reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { testimonialsContainerSchema } from './schema.ts';

const DEFAULTS = {
  gridLayout: 'carousel',
  columnLayout: 3,
  alignment: 'center',
  backgroundColor: 'transparent',
};

describe('testimonialsContainer options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(testimonialsContainerSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { gridLayout: 'masonry', backgroundColor: 'header' };
    expect(v.parse(testimonialsContainerSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(
      v.parse(testimonialsContainerSchema.options, { gridLayout: 'slider', backgroundColor: '#fff' }),
    ).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(testimonialsContainerSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
