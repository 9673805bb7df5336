import { describe, expect, it } from 'vitest';
import { readOptions } from '../read.ts';
import { contentSliderCardSchema } from '../contentSliderCard/schema.ts';
import { contentSliderBoardSchema } from './schema.ts';
import { contentSliderBoardBlock } from './index.ts';

describe('contentSliderBoard schema', () => {
  it('is a group collection of contentSliderCard slides that hydrates when visible', () => {
    expect(contentSliderBoardSchema.kind).toBe('groupCollection');
    expect(contentSliderBoardSchema.childType).toBe('contentSliderCard');
    expect(contentSliderBoardBlock.hydrate).toBe('visible');
  });

  it('shows the scroll hint on the page background by default', () => {
    expect(readOptions(contentSliderBoardSchema, 1, {})).toEqual({
      showScrollHint: true,
      backgroundColor: 'background',
    });
    expect(readOptions(contentSliderBoardSchema, 1, { showScrollHint: 'yes' }).showScrollHint).toBe(true);
  });
});

describe('contentSliderCard schema', () => {
  it('has kicker, title, text, background image, video and button fields', () => {
    expect(contentSliderCardSchema.fields.map((f) => [f.name, f.kind])).toEqual([
      ['kicker', 'text'],
      ['title', 'text'],
      ['description', 'richText'],
      ['backgroundImage', 'media'],
      ['video', 'media'],
      ['button', 'button'],
    ]);
  });

  it('defaults to an image slide with light text at the bottom left', () => {
    expect(readOptions(contentSliderCardSchema, 1, {})).toEqual({
      media: 'image',
      textPosition: 'bottom-left',
      textColor: 'background',
      objectFit: 'cover',
    });
  });
});
