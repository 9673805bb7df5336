import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { goFeedSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const goFeedBlock = { ...goFeedSchema, View: PENDING_VIEW } satisfies BlockDef<
  'goFeed',
  typeof goFeedSchema.options
>;
