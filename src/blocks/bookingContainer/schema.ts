/** bookingContainer: an appointment section that embeds or links to the external booking widget. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const bookingContainerSchema = defineBlockSchema({
  type: 'bookingContainer',
  kind: 'component',
  category: 'team',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading(), f.media('image'), f.button('button')],
  options: v.object({
    /** Which booking service to open and its url. Default null (none chosen). */
    bookingLink: opt.bookingLink(),
    /** Text alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type BookingContainerOptions = v.InferOutput<typeof bookingContainerSchema.options>;
