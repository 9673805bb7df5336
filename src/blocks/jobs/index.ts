/** jobs manifest. Its view is not built yet: nothing live, a marker in edit mode. */
import { PENDING_VIEW, defineBlock } from '../types.ts';
import { jobsSchema } from './schema.ts';

export const jobsBlock = defineBlock({
  ...jobsSchema,
  View: PENDING_VIEW,
  label: 'blocksType.jobs',
});
