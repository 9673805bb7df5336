/** serviceBoard: a board of service cards (its children) kept on the page itself. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const serviceBoardSchema = defineBlockSchema({
  type: 'serviceBoard',
  kind: 'groupCollection',
  category: 'collections',
  childType: 'serviceCard',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** How the cards are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type ServiceBoardOptions = v.InferOutput<typeof serviceBoardSchema.options>;
