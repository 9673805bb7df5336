/** reviewSlider: a carousel of customer reviews of the chosen branches with star ratings. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const reviewSliderSchema = defineBlockSchema({
  type: 'reviewSlider',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'various',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** Ids of the branches whose reviews are shown. Default [] (all branches). */
    location: opt.location(),
    /** Lowest star rating shown. Default 4 (min 1, max 5). */
    minRating: opt.number(4, 1, 5),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type ReviewSliderOptions = v.InferOutput<typeof reviewSliderSchema.options>;
