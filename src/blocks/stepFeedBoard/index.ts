import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { stepFeedBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const stepFeedBoardBlock = { ...stepFeedBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'stepFeedBoard',
  typeof stepFeedBoardSchema.options
>;
