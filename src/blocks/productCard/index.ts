/** productCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { productCardSchema } from './schema.ts';
import { ProductCardView } from './View.tsx';

export const productCardBlock = defineBlock({
  ...productCardSchema,
  View: ProductCardView,
  label: 'blocksType.productCard',
});
