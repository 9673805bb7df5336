/** testimonialDetails manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { testimonialDetailsSchema } from './schema.ts';
import { TestimonialDetailsView } from './View.tsx';

export const testimonialDetailsBlock = defineBlock({
  ...testimonialDetailsSchema,
  View: TestimonialDetailsView,
  label: 'blocksType.testimonialDetails',
});
