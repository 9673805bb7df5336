import type { BlockDef } from '../types.ts';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const aspectSponsorFormBlock = {
  ...aspectSponsorFormSchema,
  View: AspectSponsorFormView,
  hydrate: 'visible',
} satisfies BlockDef<'aspectSponsorForm', typeof aspectSponsorFormSchema.options>;
