/** imageCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { imageCardSchema } from './schema.ts';
import { ImageCardView } from './View.tsx';

export const imageCardBlock = defineBlock({
  ...imageCardSchema,
  View: ImageCardView,
  label: 'blocksType.imageCard',
});
