/** richTextBlock option defaults: what a new or incompletely stored richTextBlock reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { richTextBlockSchema } from './schema.ts';

const DEFAULTS = { alignment: 'left', backgroundColor: 'transparent', size: 'medium' };

describe('richTextBlock options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(richTextBlockSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { size: 'small', alignment: 'center' };
    expect(v.parse(richTextBlockSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(richTextBlockSchema.options, { size: 'xl', alignment: 42 })).toEqual(DEFAULTS);
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(richTextBlockSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
