import type { BlockDef } from '../types.ts';
import { productBoardSchema } from './schema.ts';
import { ProductBoardView } from './View.tsx';

export const productBoardBlock = { ...productBoardSchema, View: ProductBoardView } satisfies BlockDef<
  'productBoard',
  typeof productBoardSchema.options
>;
