/** imageCollage: up to four overlapping images arranged beside a title, text and button. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const imageCollageSchema = defineBlockSchema({
  type: 'imageCollage',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
    { name: 'image', kind: 'media' },
    { name: 'secondaryImage', kind: 'media' },
    { name: 'tertiaryImage', kind: 'media' },
    { name: 'quaternaryImage', kind: 'media' },
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
