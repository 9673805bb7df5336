/** imageCollage manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { imageCollageIcon } from './icon.tsx';
import { imageCollageSchema } from './schema.ts';
import { ImageCollageView } from './View.tsx';

export const imageCollageBlock = defineBlock({
  ...imageCollageSchema,
  View: ImageCollageView,
  icon: imageCollageIcon,
  label: 'blocksType.imageCollage',
});
