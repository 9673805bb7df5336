/** cta: a call to action: title, short text and a button, optionally beside an image. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const ctaSchema = defineBlockSchema({
  type: 'cta',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...titleAndText(), f.media('image'), f.button('button')],
  options: v.object({
    /** Content alignment. Default 'center'. */
    alignment: opt.alignment('center'),
    /** Section background. Default 'primary'. */
    backgroundColor: opt.color('primary'),
    /** Where the image sits relative to the text. Default 'default' (beside). */
    shiftedAlignment: opt.shiftedAlignment('default'),
    /** Vertical padding and title size of the section. Default 'medium'. */
    size: opt.size('medium'),
  }),
});

export type CtaOptions = v.InferOutput<typeof ctaSchema.options>;
