/**
 * testimonialDetails: the detail section of a testimonial page. The author's name, function, image
 * and quote are fields of this group; testimonialsContainer reads them for its cards.
 */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const testimonialDetailsSchema = defineBlockSchema({
  type: 'testimonialDetails',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'function', kind: 'text' },
    { name: 'image', kind: 'media' },
    { name: 'quote', kind: 'text', multiline: true },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type TestimonialDetailsOptions = v.InferOutput<typeof testimonialDetailsSchema.options>;
