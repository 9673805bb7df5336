import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { stepFeedCardSchema } from './schema.ts';

describe('stepFeedCard schema', () => {
  it('defaults to a cropped image', () => {
    expect(readOptions(stepFeedCardSchema, 1, {})).toEqual({ objectFit: 'cover' });
    expect(readOptions(stepFeedCardSchema, 1, { objectFit: 'stretch' })).toEqual({ objectFit: 'cover' });
  });
});
