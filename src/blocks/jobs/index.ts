import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { jobsSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const jobsBlock = { ...jobsSchema, View: PENDING_VIEW } satisfies BlockDef<
  'jobs',
  typeof jobsSchema.options
>;
