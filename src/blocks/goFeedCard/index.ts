/** goFeedCard manifest: one health-magazine article teaser. */
import { defineBlock } from '../types.ts';
import { GoFeedCardView } from './View.tsx';
import { goFeedCardSchema } from './schema.ts';

export const goFeedCardBlock = defineBlock({
  ...goFeedCardSchema,
  View: GoFeedCardView,
  label: 'blocksType.goFeedCard',
});
