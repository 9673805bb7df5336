import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { poiManagerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const poiManagerBlock = { ...poiManagerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'poiManager',
  typeof poiManagerSchema.options
>;
