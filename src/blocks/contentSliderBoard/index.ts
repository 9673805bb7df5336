import type { BlockDef } from '../types.ts';
import { contentSliderBoardSchema } from './schema.ts';
import { ContentSliderBoardView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const contentSliderBoardBlock = {
  ...contentSliderBoardSchema,
  View: ContentSliderBoardView,
  hydrate: 'visible',
} satisfies BlockDef<'contentSliderBoard', typeof contentSliderBoardSchema.options>;
