/** goFeed: teasers of articles from the health-optics magazine (its goFeedCard children). */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const goFeedSchema = defineBlockSchema({
  type: 'goFeed',
  kind: 'groupCollection',
  category: 'various',
  childType: 'goFeedCard',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** How the teasers are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
  }),
});

export type GoFeedOptions = v.InferOutput<typeof goFeedSchema.options>;
