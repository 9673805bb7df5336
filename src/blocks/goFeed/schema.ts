/** goFeed: teasers of articles from the health-optics magazine (its goFeedCard children). */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const goFeedSchema = defineBlockSchema({
  type: 'goFeed',
  kind: 'groupCollection',
  category: 'various',
  childType: 'goFeedCard',
  version: 1,
  migrations: [],
  dialog: true,
  healthOpticsOnly: true,
  fields: [...heading()],
  options: v.object({
    /** How the teasers are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type GoFeedOptions = v.InferOutput<typeof goFeedSchema.options>;
