/** teamContainer: lists the pages of the team collection as cards linking to their detail pages. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const teamContainerSchema = defineBlockSchema({
  type: 'teamContainer',
  kind: 'pageCollection',
  category: 'team',
  collection: 'team',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** How members are laid out; 'split' lists 5 names at a time beside the chosen card. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop (grid, masonry, carousel). Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Portrait or square member images. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type TeamContainerOptions = v.InferOutput<typeof teamContainerSchema.options>;
