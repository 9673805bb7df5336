/** testimonialsContainer manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { testimonialsContainerIcon } from './icon.tsx';
import { testimonialsContainerSchema } from './schema.ts';
import { TestimonialsContainerView } from './View.tsx';

export const testimonialsContainerBlock = defineBlock({
  ...testimonialsContainerSchema,
  View: TestimonialsContainerView,
  icon: testimonialsContainerIcon,
  label: 'blocksType.testimonialsContainer',
});
