import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { mapDetailsSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const mapDetailsBlock = { ...mapDetailsSchema, View: PENDING_VIEW } satisfies BlockDef<
  'mapDetails',
  typeof mapDetailsSchema.options
>;
