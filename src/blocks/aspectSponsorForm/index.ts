/** aspectSponsorForm manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import AspectSponsorFormIsland from './Island.tsx';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

export const aspectSponsorFormBlock = defineBlock({
  ...aspectSponsorFormSchema,
  View: AspectSponsorFormView,
  label: 'blocksType.aspectSponsorForm',
  hydrate: 'visible',
  Island: AspectSponsorFormIsland,
});
