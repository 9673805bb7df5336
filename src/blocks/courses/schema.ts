/**
 * courses: a list of courses and events, soonest first, each with its date, duration and cost in
 * CHF. The entries are its productCard children (title, subtitle, text, date, duration, cost,
 * button), so editors manage them with the same collection editor as product cards.
 */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const coursesSchema = defineBlockSchema({
  type: 'courses',
  kind: 'groupCollection',
  category: 'various',
  childType: 'productCard',
  version: 1,
  migrations: [],
  fields: [...heading(), f.button('button')],
  options: v.object({
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type CoursesOptions = v.InferOutput<typeof coursesSchema.options>;
