/** testimonialsContainer: lists the pages of the testimonial collection as quotes of customers. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const testimonialsContainerSchema = defineBlockSchema({
  type: 'testimonialsContainer',
  kind: 'pageCollection',
  category: 'team',
  collection: 'testimonial',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
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
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type TestimonialsContainerOptions = v.InferOutput<typeof testimonialsContainerSchema.options>;
