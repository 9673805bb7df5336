/** contentSliderCard: one slide of a contentSliderBoard: an image or video with text on top. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const contentSliderCardSchema = defineBlockSchema({
  type: 'contentSliderCard',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  fields: [...heading(), f.media('backgroundImage'), f.media('video'), f.button('button')],
  options: v.object({
    /** Whether the slide shows the image or the video. Default 'image'. */
    media: opt.media('image'),
    /** Where the text sits on the slide. Default 'bottom-left'. */
    textPosition: opt.textPosition('bottom-left'),
    /** Colour of the text. Default 'background'. */
    textColor: opt.color('background'),
    /** How the image or video fills the slide. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
  }),
});

export type ContentSliderCardOptions = v.InferOutput<typeof contentSliderCardSchema.options>;
