import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { coursesSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const coursesBlock = { ...coursesSchema, View: PENDING_VIEW } satisfies BlockDef<
  'courses',
  typeof coursesSchema.options
>;
