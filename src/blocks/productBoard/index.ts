/** productBoard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { productBoardIcon } from './icon.tsx';
import { productBoardSchema } from './schema.ts';
import { ProductBoardView } from './View.tsx';

export const productBoardBlock = defineBlock({
  ...productBoardSchema,
  View: ProductBoardView,
  icon: productBoardIcon,
  label: 'blocksType.productBoard',
});
