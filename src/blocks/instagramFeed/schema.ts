/** instagramFeed: a grid of the latest posts of the site's photo-sharing account. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const instagramFeedSchema = defineBlockSchema({
  type: 'instagramFeed',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [f.text('kicker'), f.text('title'), f.button('button')],
  options: v.object({
    /** Number of posts shown. Default 8 (min 1, max 24). */
    postCount: opt.number(8, 1, 24),
    /** Number of columns on desktop. Default 4 (min 1, max 6). */
    columns: opt.number(4, 1, 6),
  }),
  optionConfig: { columns: { showIf: [{ option: 'postCount', operator: '>', value: 1 }] } },
});

export type InstagramFeedOptions = v.InferOutput<typeof instagramFeedSchema.options>;
