/**
 * testimonialDetails: the detail section of a testimonial page. The author's name, function, image
 * and quote are fields of this group; testimonialsContainer reads them for its cards.
 */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const testimonialDetailsSchema = defineBlockSchema({
  type: 'testimonialDetails',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  fields: [
    f.text('name'),
    f.text('function'),
    f.media('image'),
    f.text('quote', { multiline: true }),
    f.richText('description'),
  ],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type TestimonialDetailsOptions = v.InferOutput<typeof testimonialDetailsSchema.options>;
