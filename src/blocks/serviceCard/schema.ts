/** serviceCard: one card of a serviceBoard: image, title, text, duration, cost and a button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const serviceCardSchema = defineBlockSchema({
  type: 'serviceCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [f.media('image'), ...titleAndText(), f.text('duration'), f.text('cost'), f.button('button')],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
  }),
});

export type ServiceCardOptions = v.InferOutput<typeof serviceCardSchema.options>;
