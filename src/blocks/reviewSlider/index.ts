/** reviewSlider manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates when visible. */
import { defineBlock } from '../types.ts';
import { reviewSliderIcon } from './icon.tsx';
import { reviewSliderSchema } from './schema.ts';
import { ReviewSliderView } from './View.tsx';

export const reviewSliderBlock = defineBlock({
  ...reviewSliderSchema,
  View: ReviewSliderView,
  icon: reviewSliderIcon,
  label: 'blocksType.reviewSlider',
});
