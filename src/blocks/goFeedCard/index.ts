import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { goFeedCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const goFeedCardBlock = { ...goFeedCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'goFeedCard',
  typeof goFeedCardSchema.options
>;
