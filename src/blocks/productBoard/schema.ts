/** productBoard: a row of product cards (its productCard children), e.g. frames or lenses. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const productBoardSchema = defineBlockSchema({
  type: 'productBoard',
  kind: 'groupCollection',
  category: 'collections',
  childType: 'productCard',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.button('button')],
  options: v.object({
    /** Columns on desktop (cards are 300 px wide, 250 px in four columns). Default 3. */
    columnLayout: opt.columnLayout(3),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type ProductBoardOptions = v.InferOutput<typeof productBoardSchema.options>;
