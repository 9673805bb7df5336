/** instagramFeed manifest: a static grid of the cached feed posts. */
import { defineBlock } from '../types.ts';
import { instagramFeedIcon } from './icon.tsx';
import { instagramFeedSchema } from './schema.ts';
import { InstagramFeedView } from './View.tsx';

export const instagramFeedBlock = defineBlock({
  ...instagramFeedSchema,
  View: InstagramFeedView,
  icon: instagramFeedIcon,
  label: 'blocksType.instagramFeed',
});
