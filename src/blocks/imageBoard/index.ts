/** imageBoard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { imageBoardIcon } from './icon.tsx';
import { imageBoardSchema } from './schema.ts';
import { ImageBoardView } from './View.tsx';

export const imageBoardBlock = defineBlock({
  ...imageBoardSchema,
  View: ImageBoardView,
  icon: imageBoardIcon,
  label: 'blocksType.imageBoard',
});
