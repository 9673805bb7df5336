import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { newsFeedBoardSchema } from './schema.ts';

describe('newsFeedBoard schema', () => {
  it('defaults to a left-aligned three-column grid', () => {
    expect(readOptions(newsFeedBoardSchema, 1, {})).toEqual({
      gridLayout: 'grid',
      columnLayout: 3,
      alignment: 'left',
    });
    expect(readOptions(newsFeedBoardSchema, 1, { gridLayout: 'table' }).gridLayout).toBe('grid');
    expect(readOptions(newsFeedBoardSchema, 1, { gridLayout: 'carousel' }).gridLayout).toBe('carousel');
  });

  it('holds news cards', () => {
    expect(newsFeedBoardSchema.childType).toBe('newsFeedCard');
  });
});
