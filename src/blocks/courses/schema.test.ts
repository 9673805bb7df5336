import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { coursesSchema } from './schema.ts';

describe('courses schema', () => {
  it('defaults to left-aligned on a transparent background', () => {
    expect(readOptions(coursesSchema, 1, {})).toEqual({ alignment: 'left', backgroundColor: 'transparent' });
    expect(readOptions(coursesSchema, 1, { backgroundColor: 'pink' }).backgroundColor).toBe('transparent');
  });

  it('keeps its courses as product cards (title, date, duration, cost)', () => {
    expect(coursesSchema.kind).toBe('groupCollection');
    expect(coursesSchema.childType).toBe('productCard');
  });
});
