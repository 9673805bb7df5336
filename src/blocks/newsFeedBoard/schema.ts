/** newsFeedBoard: a list of news entries (its newsFeedCard children), newest first. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const newsFeedBoardSchema = defineBlockSchema({
  type: 'newsFeedBoard',
  kind: 'groupCollection',
  category: 'collections',
  childType: 'newsFeedCard',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.button('button')],
  options: v.object({
    /** How the entries are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type NewsFeedBoardOptions = v.InferOutput<typeof newsFeedBoardSchema.options>;
