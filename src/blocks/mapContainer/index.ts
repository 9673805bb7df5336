import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { mapContainerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const mapContainerBlock = { ...mapContainerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'mapContainer',
  typeof mapContainerSchema.options
>;
