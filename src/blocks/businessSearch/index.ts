/** businessSearch manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { businessSearchSchema } from './schema.ts';

export const businessSearchBlock = defineBlock({
  ...businessSearchSchema,
  View: PENDING_VIEW,
  label: 'blocksType.businessSearch',
});
