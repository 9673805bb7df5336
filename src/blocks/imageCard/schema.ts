/** imageCard: one card of an imageBoard: an image with an optional title, text and button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const imageCardSchema = defineBlockSchema({
  type: 'imageCard',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  fields: [f.media('image'), ...titleAndText(), f.button('button')],
  options: v.object({
    /** How the image fills the card. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
    /** Where the card's title leads (the whole card becomes clickable). Default null (no link). */
    link: opt.link(),
  }),
});

export type ImageCardOptions = v.InferOutput<typeof imageCardSchema.options>;
