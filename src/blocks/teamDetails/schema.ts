/**
 * teamDetails: the detail section of a team member page. The member's name, function, image,
 * quote, e-mail and description are fields of this group; teamContainer reads them for its cards.
 */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const teamDetailsSchema = defineBlockSchema({
  type: 'teamDetails',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'function', kind: 'text' },
    { name: 'image', kind: 'media' },
    { name: 'quote', kind: 'text', multiline: true },
    { name: 'email', kind: 'single' },
    { name: 'description', kind: 'richText' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type TeamDetailsOptions = v.InferOutput<typeof teamDetailsSchema.options>;
