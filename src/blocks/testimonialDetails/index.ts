import type { BlockDef } from '../types.ts';
import { testimonialDetailsSchema } from './schema.ts';
import { TestimonialDetailsView } from './View.tsx';

export const testimonialDetailsBlock = {
  ...testimonialDetailsSchema,
  View: TestimonialDetailsView,
} satisfies BlockDef<'testimonialDetails', typeof testimonialDetailsSchema.options>;
