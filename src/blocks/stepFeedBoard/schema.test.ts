import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { stepFeedBoardSchema } from './schema.ts';

describe('stepFeedBoard schema', () => {
  it('defaults to numbered steps, left-aligned on a transparent background', () => {
    expect(readOptions(stepFeedBoardSchema, 1, {})).toEqual({
      showStepNumbers: true,
      alignment: 'left',
      backgroundColor: 'transparent',
    });
    expect(readOptions(stepFeedBoardSchema, 1, { showStepNumbers: 'yes' }).showStepNumbers).toBe(true);
    expect(readOptions(stepFeedBoardSchema, 1, { showStepNumbers: false }).showStepNumbers).toBe(false);
  });

  it('holds step cards', () => {
    expect(stepFeedBoardSchema.childType).toBe('stepFeedCard');
  });
});
