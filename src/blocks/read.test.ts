import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { heroSchema } from './hero/schema.ts';
import { opt } from '../lib/block-options.ts';
import { migrateOptions, readOptions } from './read.ts';
import { defineBlockSchema, type BlockMigration } from './types.ts';

/** Records the order in which migrations ran, in `trail`. */
function step(
  version: number,
  up: (options: Record<string, unknown>) => Record<string, unknown>,
): BlockMigration {
  return {
    version,
    name: `step-${version}`,
    up: (options) =>
      up({ ...options, trail: [...((options['trail'] as number[] | undefined) ?? []), version] }),
  };
}

/** A fake block at version 3: v2 renamed `align` to `alignment`, v3 turned `big` into `size`. */
const fakeDef = defineBlockSchema({
  type: 'hero',
  kind: 'component',
  category: 'start',
  version: 3,
  // Deliberately out of order: migrateOptions must sort by version.
  migrations: [
    step(3, ({ big, ...rest }) => ({ ...rest, size: big === true ? 'large' : 'small' })),
    step(2, ({ align, ...rest }) => ({ ...rest, alignment: align })),
  ],
  fields: [],
  options: v.object({
    /** Default 'left'. */
    alignment: opt.alignment('left'),
    /** Default 'medium'. */
    size: opt.size('medium'),
  }),
});

describe('migrateOptions', () => {
  it('applies the migrations newer than the stored version in version order', () => {
    expect(migrateOptions(fakeDef, 1, { align: 'right', big: true })).toEqual({
      alignment: 'right',
      size: 'large',
      trail: [2, 3],
    });
  });

  it('skips migrations the stored data already has', () => {
    expect(migrateOptions(fakeDef, 2, { alignment: 'center', big: false })).toEqual({
      alignment: 'center',
      size: 'small',
      trail: [3],
    });
    expect(migrateOptions(fakeDef, 3, { alignment: 'center' })).toEqual({ alignment: 'center' });
  });

  it('does not mutate the stored options', () => {
    const stored = { align: 'right', big: true };
    migrateOptions(fakeDef, 1, stored);
    expect(stored).toEqual({ align: 'right', big: true });
  });

  it('refuses data stored by a newer block version', () => {
    expect(() => migrateOptions(fakeDef, 4, {})).toThrow(/'hero' was stored at version 4.*up to version 3/);
    expect(() => migrateOptions(fakeDef, Number.NaN, {})).toThrow(/not an integer/);
  });
});

describe('readOptions', () => {
  it('migrates, then parses with the current schema (dropping keys it does not know)', () => {
    expect(readOptions(fakeDef, 1, { align: 'center', big: true })).toEqual({
      alignment: 'center',
      size: 'large',
    });
  });

  it('reads missing options as their defaults', () => {
    expect(readOptions(heroSchema, 1, undefined)).toEqual({
      alignment: 'left',
      size: 'large',
      objectFit: 'cover',
      backgroundColor: 'background',
    });
    expect(readOptions(heroSchema, 1, null)).toEqual(readOptions(heroSchema, 1, {}));
    expect(readOptions(heroSchema, 1, 'corrupted')).toEqual(readOptions(heroSchema, 1, {}));
  });

  it('replaces invalid values by the default and keeps valid ones', () => {
    expect(
      readOptions(heroSchema, 1, {
        alignment: 'diagonal',
        size: 42,
        objectFit: 'contain',
        backgroundColor: null,
      }),
    ).toEqual({ alignment: 'left', size: 'large', objectFit: 'contain', backgroundColor: 'background' });
  });
});
