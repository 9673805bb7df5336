/** teamContainer: lists the pages of the team collection as cards linking to their detail pages. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const teamContainerSchema = defineBlockSchema({
  type: 'teamContainer',
  kind: 'pageCollection',
  category: 'team',
  collection: 'team',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** How members are laid out. Default 'grid'. */
    gridLayout: opt.gridLayout('grid'),
    /** Columns on desktop. Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Portrait or square member images. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
  }),
});

export type TeamContainerOptions = v.InferOutput<typeof teamContainerSchema.options>;
