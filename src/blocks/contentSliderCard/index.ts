import type { BlockDef } from '../types.ts';
import { contentSliderCardSchema } from './schema.ts';
import { ContentSliderCardView } from './View.tsx';

export const contentSliderCardBlock = {
  ...contentSliderCardSchema,
  View: ContentSliderCardView,
} satisfies BlockDef<'contentSliderCard', typeof contentSliderCardSchema.options>;
