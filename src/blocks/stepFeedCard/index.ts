import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { stepFeedCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const stepFeedCardBlock = { ...stepFeedCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'stepFeedCard',
  typeof stepFeedCardSchema.options
>;
