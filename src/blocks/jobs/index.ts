/** jobs manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { jobsSchema } from './schema.ts';
import { JobsView } from './View.tsx';

export const jobsBlock = defineBlock({
  ...jobsSchema,
  View: JobsView,
  label: 'blocksType.jobs',
});
