/** newsFeedCard: one news entry: image, kicker (a category), date, title, text (shown as an excerpt) and a button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const newsFeedCardSchema = defineBlockSchema({
  type: 'newsFeedCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [f.media('image'), f.text('kicker'), f.single('date'), ...titleAndText(), f.button('button')],
  options: v.object({
    /** Portrait or square image. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
  }),
});

export type NewsFeedCardOptions = v.InferOutput<typeof newsFeedCardSchema.options>;
