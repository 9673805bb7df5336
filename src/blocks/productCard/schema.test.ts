import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { productCardSchema } from './schema.ts';

describe('productCard schema', () => {
  it('defaults to a portrait image that is contained, not cropped', () => {
    expect(readOptions(productCardSchema, 1, {})).toEqual({ imageFormat: 'portrait', objectFit: 'contain' });
    expect(readOptions(productCardSchema, 1, { imageFormat: 'round', objectFit: 'cover' })).toEqual({
      imageFormat: 'portrait',
      objectFit: 'cover',
    });
  });

  it('stores the price and the course date as one value for all languages', () => {
    const kinds = Object.fromEntries(productCardSchema.fields.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({ cost: 'single', date: 'single', duration: 'text', title: 'text' });
  });
});
