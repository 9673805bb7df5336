import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { businessSearchSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const businessSearchBlock = { ...businessSearchSchema, View: PENDING_VIEW } satisfies BlockDef<
  'businessSearch',
  typeof businessSearchSchema.options
>;
