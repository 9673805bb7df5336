import type { BlockDef } from '../types.ts';
import { productCardSchema } from './schema.ts';
import { ProductCardView } from './View.tsx';

export const productCardBlock = { ...productCardSchema, View: ProductCardView } satisfies BlockDef<
  'productCard',
  typeof productCardSchema.options
>;
