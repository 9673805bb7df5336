/** stepFeedCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { stepFeedCardSchema } from './schema.ts';
import { StepFeedCardView } from './View.tsx';

export const stepFeedCardBlock = defineBlock({
  ...stepFeedCardSchema,
  View: StepFeedCardView,
  label: 'blocksType.stepFeedCard',
});
