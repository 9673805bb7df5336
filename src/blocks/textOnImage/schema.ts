/** textOnImage: a full-width background image (or video) with a text box placed on top of it. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const textOnImageSchema = defineBlockSchema({
  type: 'textOnImage',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.media('backgroundImage'), f.media('video'), f.button('button')],
  options: v.object({
    /** Whether the background is the image or the video. Default 'image'. */
    media: opt.media('image'),
    /** Where the text sits on the image. Default 'center-left'. */
    textPosition: opt.textPosition('center-left'),
    /** Colour of the text (the picker offers the text colours). Default 'background'. */
    textColor: opt.color('background'),
    /** Size of the title and text. Default 'large'. */
    textSize: opt.textSize('large'),
    /** Height of the section. Default 'large'. */
    size: opt.size('large'),
    /** How the background fills the section. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
  }),
});

export type TextOnImageOptions = v.InferOutput<typeof textOnImageSchema.options>;
