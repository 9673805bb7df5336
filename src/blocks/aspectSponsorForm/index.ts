/** aspectSponsorForm manifest: interactive, its island (Island.tsx) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import AspectSponsorFormIsland from './Island.tsx';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

export const aspectSponsorFormBlock = defineBlock({
  ...aspectSponsorFormSchema,
  View: AspectSponsorFormView,
  label: 'blocksType.aspectSponsorForm',
  Island: AspectSponsorFormIsland,
});
