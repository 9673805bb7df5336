/** goFeed manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { goFeedIcon } from './icon.tsx';
import { goFeedSchema } from './schema.ts';

export const goFeedBlock = defineBlock({
  ...goFeedSchema,
  View: PENDING_VIEW,
  icon: goFeedIcon,
  label: 'blocksType.goFeed',
});
