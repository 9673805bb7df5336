/** newsFeedCard: one news entry: image, kicker (e.g. the date), title, excerpt and a button. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const newsFeedCardSchema = defineBlockSchema({
  type: 'newsFeedCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [
    { name: 'image', kind: 'media' },
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
  }),
});

export type NewsFeedCardOptions = v.InferOutput<typeof newsFeedCardSchema.options>;
