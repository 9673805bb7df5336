/** businessSearch manifest: the network's business directory, an island (search, filters, accordion). */
import { defineBlock } from '../types.ts';
import { businessSearchSchema } from './schema.ts';
import { BusinessSearchView } from './View.tsx';

export const businessSearchBlock = defineBlock({
  ...businessSearchSchema,
  View: BusinessSearchView,
  label: 'blocksType.businessSearch',
});
