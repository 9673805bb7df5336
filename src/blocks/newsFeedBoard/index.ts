import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { newsFeedBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const newsFeedBoardBlock = { ...newsFeedBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'newsFeedBoard',
  typeof newsFeedBoardSchema.options
>;
