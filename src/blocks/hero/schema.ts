/** hero: the large opening section of a page: kicker, title, text, image and up to two buttons. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, buttons, f, heading } from '../define.ts';

export const heroSchema = defineBlockSchema({
  type: 'hero',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.media('image'), ...buttons()],
  options: v.object({
    /** Text alignment; 'right' puts the image on the left, 'center' below the text. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Height of the section. Default 'large'. */
    size: opt.size('large'),
    /** How the image fills its frame. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
    /** Background colour of the section. Default 'background'. */
    backgroundColor: opt.color('background'),
  }),
});

export type HeroOptions = v.InferOutput<typeof heroSchema.options>;
