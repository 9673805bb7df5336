/** imageCollage option defaults: what a new or incompletely stored imageCollage reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { imageCollageSchema } from './schema.ts';

const DEFAULTS = { shiftedAlignment: 'default', alignment: 'left', backgroundColor: 'transparent' };

describe('imageCollage options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(imageCollageSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { shiftedAlignment: 'textAboveMedia', alignment: 'center' };
    expect(v.parse(imageCollageSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(imageCollageSchema.options, { shiftedAlignment: 'below', alignment: 'justify' })).toEqual(
      DEFAULTS,
    );
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(imageCollageSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
