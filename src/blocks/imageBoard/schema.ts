/** imageBoard: a board of image cards (its children), as a grid, masonry, split view, carousel or avatars. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const imageBoardSchema = defineBlockSchema({
  type: 'imageBoard',
  kind: 'groupCollection',
  category: 'content',
  childType: 'imageCard',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
  ],
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
});

export type ImageBoardOptions = v.InferOutput<typeof imageBoardSchema.options>;
