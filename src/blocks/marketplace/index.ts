/** marketplace manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { marketplaceSchema } from './schema.ts';

export const marketplaceBlock = defineBlock({
  ...marketplaceSchema,
  View: PENDING_VIEW,
  label: 'blocksType.marketplace',
});
