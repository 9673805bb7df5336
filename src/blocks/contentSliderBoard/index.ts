/** contentSliderBoard manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import ContentSliderIsland from './Island.tsx';
import { contentSliderBoardSchema } from './schema.ts';
import { ContentSliderBoardView } from './View.tsx';

export const contentSliderBoardBlock = defineBlock({
  ...contentSliderBoardSchema,
  View: ContentSliderBoardView,
  label: 'blocksType.contentSliderBoard',
  hydrate: 'visible',
  Island: ContentSliderIsland,
});
