import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RichTextDocSchema, nestingWithin } from './items.ts';

describe('nestingWithin', () => {
  it('counts objects and arrays as levels, values as none', () => {
    expect(nestingWithin('x', 0)).toBe(true);
    expect(nestingWithin({ a: [{ b: 1 }] }, 3)).toBe(true);
    expect(nestingWithin({ a: [{ b: 1 }] }, 2)).toBe(false);
  });

  it('measures a 100,000-level value without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestingWithin(deep, 100)).toBe(false);
  });

  it('agrees with a recursive measure on ordinary values', () => {
    const depth = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value as object).map(depth))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        expect(nestingWithin(value, max)).toBe(depth(value) <= max);
      }),
    );
  });
});

describe('RichTextDocSchema', () => {
  const nested = (levels: number) => {
    let node: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'text', text: 'tief' }] };
    for (let i = 0; i < levels; i++)
      node = { type: 'bullet_list', content: [{ type: 'list_item', content: [node] }] };
    return { type: 'doc', content: [node] };
  };

  it('takes lists in lists as editors write them', () => {
    expect(v.safeParse(RichTextDocSchema, nested(8)).success).toBe(true);
  });

  it('refuses a document nested 2,000 levels deep with a clear reason, without overflowing', () => {
    const result = v.safeParse(RichTextDocSchema, nested(2000));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('the rich text is nested too deeply');
  });
});
