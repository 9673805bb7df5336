/** The forms' browser check: each field's first problem by path, the valid output, error updates. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkValues, updateErrors } from './check.ts';

const Schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'nameRequired'), v.maxLength(5, 'nameTooLong')),
    count: v.pipe(v.number('countNumber'), v.integer('countNumber')),
    names: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['count'], ['names']],
      (input) => input.count === 0 || input.names !== '',
      'namesRequired',
    ),
    ['names'],
  ),
);

describe('checkValues', () => {
  it('gives the parsed output of valid values', () => {
    expect(checkValues(Schema, { name: ' Anna ', count: 0, names: '' }, false)).toEqual({
      success: true,
      output: { name: 'Anna', count: 0, names: '' },
    });
  });

  it("names each field's first problem only", () => {
    const answer = checkValues(Schema, { name: '', count: NaN, names: '' }, false);
    expect(answer).toEqual({
      success: false,
      errors: { name: { message: 'nameRequired' }, count: { message: 'countNumber' } },
    });
  });

  it('runs the cross-field checks despite other problems only with all criteria', () => {
    const values = { name: '', count: 2, names: '' };
    expect(checkValues(Schema, values, false)).toEqual({
      success: false,
      errors: { name: { message: 'nameRequired' } },
    });
    expect(checkValues(Schema, values, true)).toEqual({
      success: false,
      errors: { name: { message: 'nameRequired' }, names: { message: 'namesRequired' } },
    });
  });
});

describe('updateErrors', () => {
  it('sets and removes only the named fields, leaving the old errors object alone', () => {
    const before = { name: { message: 'nameRequired' }, count: { message: 'countNumber' } };
    const after = updateErrors(before, { names: { message: 'namesRequired' } }, ['name', 'names']);
    expect(after).toEqual({ count: { message: 'countNumber' }, names: { message: 'namesRequired' } });
    expect(before).toEqual({ name: { message: 'nameRequired' }, count: { message: 'countNumber' } });
  });
});
