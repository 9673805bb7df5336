/** contentSliderCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { contentSliderCardSchema } from './schema.ts';
import { ContentSliderCardView } from './View.tsx';

export const contentSliderCardBlock = defineBlock({
  ...contentSliderCardSchema,
  View: ContentSliderCardView,
  label: 'blocksType.contentSliderCard',
});
