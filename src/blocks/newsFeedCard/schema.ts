/** newsFeedCard: one news entry: image, kicker (a category), date, title, text (shown as an excerpt) and a button. */
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
    /** Publication date 'YYYY-MM-DD', one value for all languages; shown as 'N/A' when missing. */
    { name: 'date', kind: 'single' },
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
