import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { scoreTrackerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const scoreTrackerBlock = { ...scoreTrackerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'scoreTracker',
  typeof scoreTrackerSchema.options
>;
