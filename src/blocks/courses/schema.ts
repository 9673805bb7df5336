/** courses: a list of upcoming courses and events with their date, duration and cost. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const coursesSchema = defineBlockSchema({
  type: 'courses',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type CoursesOptions = v.InferOutput<typeof coursesSchema.options>;
