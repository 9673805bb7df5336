import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { serviceBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const serviceBoardBlock = { ...serviceBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'serviceBoard',
  typeof serviceBoardSchema.options
>;
