/** goFeedCard: one magazine article teaser, created from the article's URL in the editor. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const goFeedCardSchema = defineBlockSchema({
  type: 'goFeedCard',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'image', kind: 'media' },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** Id of the magazine post whose teaser is shown. Default null (none). */
    postId: opt.text(null),
  }),
});

export type GoFeedCardOptions = v.InferOutput<typeof goFeedCardSchema.options>;
