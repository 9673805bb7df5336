import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { productCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const productCardBlock = { ...productCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'productCard',
  typeof productCardSchema.options
>;
