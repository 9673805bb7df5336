import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { newsFeedCardSchema } from './schema.ts';

describe('newsFeedCard schema', () => {
  it('defaults to a square image', () => {
    expect(readOptions(newsFeedCardSchema, 1, {})).toEqual({ imageFormat: 'square' });
    expect(readOptions(newsFeedCardSchema, 1, { imageFormat: 'portrait' })).toEqual({
      imageFormat: 'portrait',
    });
  });

  it('stores its date as one value for all languages', () => {
    expect(newsFeedCardSchema.fields.find((f) => f.name === 'date')?.kind).toBe('single');
  });
});
