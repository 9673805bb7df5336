/** Tests for random ids: length, alphabet, validity as protocol ids, no repeats. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GAME_ID_LENGTH, isGameId, randomGameId, randomId } from './ids.ts';
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

describe('isGameId', () => {
  it('accepts every new game id and refuses ids cut short, too long or mistyped', () => {
    for (let i = 0; i < 200; i++) expect(isGameId(randomGameId())).toBe(true);
    expect(randomGameId()).toHaveLength(GAME_ID_LENGTH);
    const id = 'k3v9q0x1m2a7c8d4e5f6';
    expect(isGameId(id)).toBe(true);
    for (const bad of [
      'abc',
      '',
      id.slice(1),
      `${id}x`,
      id.toUpperCase(),
      `${id.slice(1)}-`,
      ` ${id.slice(1)}`,
    ]) {
      expect(isGameId(bad)).toBe(false);
    }
  });
});
