/** goFeedCard: one magazine article teaser, created from the article's URL in the editor. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const goFeedCardSchema = defineBlockSchema({
  type: 'goFeedCard',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  fields: [f.text('title'), f.media('image'), f.richText('description')],
  options: v.object({
    /** Id of the magazine post whose teaser is shown. Default null (none). */
    postId: opt.text(null),
  }),
  optionConfig: { postId: { editable: false } },
});

export type GoFeedCardOptions = v.InferOutput<typeof goFeedCardSchema.options>;
