/**
 * productCard: one product of a productBoard (image, name, short text, price in CHF, button), and
 * one course of a courses block, which also reads its date and duration.
 */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const productCardSchema = defineBlockSchema({
  type: 'productCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [
    f.media('image'),
    f.text('title'),
    f.text('subtitle'),
    f.richText('description'),
    f.single('cost'),
    f.button('button'),
    f.single('date'),
    f.text('duration'),
  ],
  options: v.object({
    /** Portrait or square image. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** How the product photo fills its frame. Default 'contain'. */
    objectFit: opt.objectFit('contain'),
  }),
});

export type ProductCardOptions = v.InferOutput<typeof productCardSchema.options>;
