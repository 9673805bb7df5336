/** productCard: one product of a productBoard: image, name, short text, price and a button. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const productCardSchema = defineBlockSchema({
  type: 'productCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [
    { name: 'image', kind: 'media' },
    { name: 'title', kind: 'text' },
    { name: 'subtitle', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'cost', kind: 'text' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** How the product photo fills its frame. Default 'contain'. */
    objectFit: opt.objectFit('contain'),
  }),
});

export type ProductCardOptions = v.InferOutput<typeof productCardSchema.options>;
