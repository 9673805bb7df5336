import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { announcementBubbleSchema } from './schema.ts';

describe('announcementBubble schema', () => {
  it('has title, text, image and button fields', () => {
    expect(announcementBubbleSchema.fields.map((f) => [f.name, f.kind])).toEqual([
      ['title', 'text'],
      ['description', 'text'],
      ['image', 'media'],
      ['button', 'button'],
    ]);
  });

  it('defaults to a medium secondary bubble in the bottom right corner', () => {
    expect(readOptions(announcementBubbleSchema, 1, {})).toEqual({
      backgroundColor: 'secondary',
      alignment: 'right',
      verticalAlignment: 'bottom',
      size: 'medium',
    });
  });

  it('reads invalid stored values as the defaults', () => {
    expect(readOptions(announcementBubbleSchema, 1, { verticalAlignment: 'middle', size: 'large' })).toEqual({
      backgroundColor: 'secondary',
      alignment: 'right',
      verticalAlignment: 'bottom',
      size: 'large',
    });
  });
});
