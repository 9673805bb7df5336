/** mediaGallery manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { mediaGalleryIcon } from './icon.tsx';
import { mediaGallerySchema } from './schema.ts';

export const mediaGalleryBlock = defineBlock({
  ...mediaGallerySchema,
  View: PENDING_VIEW,
  icon: mediaGalleryIcon,
  label: 'blocksType.mediaGallery',
});
