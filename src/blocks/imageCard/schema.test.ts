/** imageCard option defaults: what a new or incompletely stored imageCard reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { imageCardSchema } from './schema.ts';

const DEFAULTS = { objectFit: 'cover', link: null };

describe('imageCard options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(imageCardSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = {
      objectFit: 'contain',
      link: { type: 'url', url: 'https://example.ch', phone: null, email: null, page: null },
    };
    expect(v.parse(imageCardSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(imageCardSchema.options, { objectFit: 'fill', link: { type: 'fax' } })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(imageCardSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
