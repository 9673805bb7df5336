import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { newsFeedCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const newsFeedCardBlock = { ...newsFeedCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'newsFeedCard',
  typeof newsFeedCardSchema.options
>;
