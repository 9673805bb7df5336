/** goFeed manifest: the health magazine's teaser board. */
import { defineBlock } from '../types.ts';
import { GoFeedView } from './View.tsx';
import { goFeedIcon } from './icon.tsx';
import { goFeedSchema } from './schema.ts';

export const goFeedBlock = defineBlock({
  ...goFeedSchema,
  View: GoFeedView,
  icon: goFeedIcon,
  label: 'blocksType.goFeed',
});
