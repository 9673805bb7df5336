import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { serviceCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const serviceCardBlock = { ...serviceCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'serviceCard',
  typeof serviceCardSchema.options
>;
