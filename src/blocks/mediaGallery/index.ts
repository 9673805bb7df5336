/** mediaGallery manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { mediaGalleryIcon } from './icon.tsx';
import { mediaGallerySchema } from './schema.ts';
import { MediaGalleryView } from './View.tsx';

export const mediaGalleryBlock = defineBlock({
  ...mediaGallerySchema,
  View: MediaGalleryView,
  icon: mediaGalleryIcon,
  label: 'blocksType.mediaGallery',
});
