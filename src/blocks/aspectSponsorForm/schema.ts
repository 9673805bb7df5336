/** aspectSponsorForm: the sponsor booking form of the event with a running price total. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, titleAndText } from '../define.ts';

export const aspectSponsorFormSchema = defineBlockSchema({
  type: 'aspectSponsorForm',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'remaining',
  version: 1,
  migrations: [],
  fields: [...titleAndText()],
  options: v.object({
    /** Close bookings: submit is disabled and a closed-booking label shows. Default false. */
    bookingsClosed: opt.checkbox(false),
  }),
});

export type AspectSponsorFormOptions = v.InferOutput<typeof aspectSponsorFormSchema.options>;
