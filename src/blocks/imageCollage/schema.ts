/** imageCollage: up to four overlapping images arranged beside a title, text and button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const imageCollageSchema = defineBlockSchema({
  type: 'imageCollage',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [
    ...heading(),
    f.button('button'),
    f.media('image'),
    f.media('secondaryImage'),
    f.media('tertiaryImage'),
    f.media('quaternaryImage'),
  ],
  options: v.object({
    /** Where the collage sits relative to the text. Default 'default' (beside). */
    shiftedAlignment: opt.shiftedAlignment('default'),
    /** Text alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type ImageCollageOptions = v.InferOutput<typeof imageCollageSchema.options>;
