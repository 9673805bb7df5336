/** instagramFeed manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { instagramFeedIcon } from './icon.tsx';
import { instagramFeedSchema } from './schema.ts';

export const instagramFeedBlock = defineBlock({
  ...instagramFeedSchema,
  View: PENDING_VIEW,
  icon: instagramFeedIcon,
  label: 'blocksType.instagramFeed',
});
