/** servicesContainer: lists the pages of the service collection as cards linking to their pages. */
import * as v from 'valibot';
import { LAYOUT_HAS_COLUMNS, opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const servicesContainerSchema = defineBlockSchema({
  type: 'servicesContainer',
  kind: 'pageCollection',
  category: 'collections',
  collection: 'service',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** How services are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop (grid, masonry, carousel). Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Portrait or square service images. Default 'square'. */
    imageFormat: opt.imageFormat('square'),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
  optionConfig: { columnLayout: { showIf: LAYOUT_HAS_COLUMNS } },
});

export type ServicesContainerOptions = v.InferOutput<typeof servicesContainerSchema.options>;
