/** imageBoard: a board of image cards (its children), as a grid, masonry, split view, carousel or avatars. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const imageBoardSchema = defineBlockSchema({
  type: 'imageBoard',
  kind: 'groupCollection',
  category: 'content',
  childType: 'imageCard',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** How the cards are laid out; masonry heights follow the card-height cycle. Default 'masonry'. */
    gridLayout: opt.gridLayout('masonry'),
    /** Columns on desktop (grid, masonry, carousel). Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type ImageBoardOptions = v.InferOutput<typeof imageBoardSchema.options>;
