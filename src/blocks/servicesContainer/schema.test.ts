/** servicesContainer option defaults: what a new or incompletely stored servicesContainer reads as. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionTypeOf } from '../../lib/block-options.ts';
import { servicesContainerSchema } from './schema.ts';

const DEFAULTS = {
  gridLayout: 'grid',
  columnLayout: 3,
  imageFormat: 'square',
  alignment: 'left',
  backgroundColor: 'transparent',
};

describe('servicesContainer options', () => {
  it('default to the values the block promises', () => {
    expect(v.parse(servicesContainerSchema.options, {})).toEqual(DEFAULTS);
  });

  it('keep valid stored values', () => {
    const stored = { gridLayout: 'avatar', imageFormat: 'portrait' };
    expect(v.parse(servicesContainerSchema.options, stored)).toEqual({ ...DEFAULTS, ...stored });
  });

  it('read invalid stored values as their defaults', () => {
    expect(v.parse(servicesContainerSchema.options, { gridLayout: 'cards', imageFormat: 'round' })).toEqual(
      DEFAULTS,
    );
  });

  it('tag every option with an editor option type', () => {
    for (const schema of Object.values(servicesContainerSchema.options.entries)) {
      expect(optionTypeOf(schema as v.GenericSchema)).not.toBeNull();
    }
  });
});
