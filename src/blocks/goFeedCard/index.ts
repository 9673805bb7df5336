/** goFeedCard manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { goFeedCardSchema } from './schema.ts';

export const goFeedCardBlock = defineBlock({
  ...goFeedCardSchema,
  View: PENDING_VIEW,
  label: 'blocksType.goFeedCard',
});
