/** stepFeedBoard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { stepFeedBoardIcon } from './icon.tsx';
import { stepFeedBoardSchema } from './schema.ts';
import { StepFeedBoardView } from './View.tsx';

export const stepFeedBoardBlock = defineBlock({
  ...stepFeedBoardSchema,
  View: StepFeedBoardView,
  icon: stepFeedBoardIcon,
  label: 'blocksType.stepFeedBoard',
});
