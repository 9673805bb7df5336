/** reviewSlider manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { reviewSliderIcon } from './icon.tsx';
import { reviewSliderSchema } from './schema.ts';

export const reviewSliderBlock = defineBlock({
  ...reviewSliderSchema,
  View: PENDING_VIEW,
  icon: reviewSliderIcon,
  label: 'blocksType.reviewSlider',
});
