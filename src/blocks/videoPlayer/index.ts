/** videoPlayer manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { videoPlayerIcon } from './icon.tsx';
import { videoPlayerSchema } from './schema.ts';

export const videoPlayerBlock = defineBlock({
  ...videoPlayerSchema,
  View: PENDING_VIEW,
  icon: videoPlayerIcon,
  label: 'blocksType.videoPlayer',
});
