import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { productBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const productBoardBlock = { ...productBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'productBoard',
  typeof productBoardSchema.options
>;
