/** Tests for random ids: length, alphabet, validity as protocol ids, no repeats. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { randomId } from './ids.ts';
import { IdSchema } from './protocol.ts';

describe('randomId', () => {
  it('makes ids of lowercase letters and digits, 20 long by default, valid as protocol ids', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomId();
      expect(id).toMatch(/^[a-z0-9]{20}$/);
      expect(v.is(IdSchema, id)).toBe(true);
    }
    expect(randomId(8)).toHaveLength(8);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => randomId()));
    expect(ids.size).toBe(10_000);
  });
});
