import type { BlockDef } from '../types.ts';
import { testimonialsContainerSchema } from './schema.ts';
import { TestimonialsContainerView } from './View.tsx';

export const testimonialsContainerBlock = {
  ...testimonialsContainerSchema,
  View: TestimonialsContainerView,
} satisfies BlockDef<'testimonialsContainer', typeof testimonialsContainerSchema.options>;
