/** testimonialsContainer: lists the pages of the testimonial collection as quotes of customers. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const testimonialsContainerSchema = defineBlockSchema({
  type: 'testimonialsContainer',
  kind: 'pageCollection',
  category: 'team',
  collection: 'testimonial',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** How testimonials are laid out. Default 'carousel'. */
    gridLayout: opt.gridLayout('carousel'),
    /** Columns on desktop (grid, masonry, carousel). Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'center'. */
    alignment: opt.alignment('center'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type TestimonialsContainerOptions = v.InferOutput<typeof testimonialsContainerSchema.options>;
