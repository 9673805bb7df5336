/** contact: address, phone, e-mail and opening hours of the chosen branches. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const contactSchema = defineBlockSchema({
  type: 'contact',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.media('image'), f.button('button')],
  options: v.object({
    /** Ids of the branches to show, in this order; an empty list shows all branches. Default []. */
    location: opt.location(),
    /** Show the opening hours of each branch. Default true. */
    showOpeningHours: opt.checkbox(true),
    /** Also show the next seven days and upcoming holidays and special dates. Default true. */
    showUpcoming: opt.checkbox(true),
    /** Text alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
  optionConfig: { showUpcoming: { showIf: [{ option: 'showOpeningHours', equals: true }] } },
});

export type ContactOptions = v.InferOutput<typeof contactSchema.options>;
