import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { productBoardSchema } from './schema.ts';

describe('productBoard schema', () => {
  it('defaults to three columns, left-aligned on a transparent background', () => {
    expect(readOptions(productBoardSchema, 1, {})).toEqual({
      columnLayout: 3,
      alignment: 'left',
      backgroundColor: 'transparent',
    });
    expect(readOptions(productBoardSchema, 1, { columnLayout: 6 }).columnLayout).toBe(3);
    expect(readOptions(productBoardSchema, 1, { columnLayout: 4 }).columnLayout).toBe(4);
  });

  it('holds product cards', () => {
    expect(productBoardSchema.childType).toBe('productCard');
  });
});
