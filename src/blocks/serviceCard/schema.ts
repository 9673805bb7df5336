/** serviceCard: one card of a serviceBoard: image, title, text, duration, cost and a button. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const serviceCardSchema = defineBlockSchema({
  type: 'serviceCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [
    { name: 'image', kind: 'media' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'duration', kind: 'text' },
    { name: 'cost', kind: 'text' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
  }),
});

export type ServiceCardOptions = v.InferOutput<typeof serviceCardSchema.options>;
