/**
 * teamDetails: the detail section of a team member page. The member's name, function, image,
 * quote, e-mail and description are fields of this group; teamContainer reads them for its cards.
 */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const teamDetailsSchema = defineBlockSchema({
  type: 'teamDetails',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  fields: [
    f.text('name'),
    f.text('function'),
    f.media('image'),
    f.text('quote', { multiline: true }),
    f.single('email'),
    f.richText('description'),
  ],
  options: v.object({
    /** Portrait or square image. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type TeamDetailsOptions = v.InferOutput<typeof teamDetailsSchema.options>;
