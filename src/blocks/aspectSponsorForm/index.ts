/** aspectSponsorForm manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

export const aspectSponsorFormBlock = defineBlock({
  ...aspectSponsorFormSchema,
  View: AspectSponsorFormView,
  label: 'blocksType.aspectSponsorForm',
});
