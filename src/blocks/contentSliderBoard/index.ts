/** contentSliderBoard manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { contentSliderBoardSchema } from './schema.ts';
import { ContentSliderBoardView } from './View.tsx';

export const contentSliderBoardBlock = defineBlock({
  ...contentSliderBoardSchema,
  View: ContentSliderBoardView,
  label: 'blocksType.contentSliderBoard',
});
