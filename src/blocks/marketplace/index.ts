import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { marketplaceSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const marketplaceBlock = { ...marketplaceSchema, View: PENDING_VIEW } satisfies BlockDef<
  'marketplace',
  typeof marketplaceSchema.options
>;
