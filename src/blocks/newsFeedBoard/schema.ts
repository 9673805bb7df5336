/** newsFeedBoard: a list of news entries (its newsFeedCard children), newest first. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const newsFeedBoardSchema = defineBlockSchema({
  type: 'newsFeedBoard',
  kind: 'groupCollection',
  category: 'collections',
  childType: 'newsFeedCard',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** How the entries are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
  }),
});

export type NewsFeedBoardOptions = v.InferOutput<typeof newsFeedBoardSchema.options>;
