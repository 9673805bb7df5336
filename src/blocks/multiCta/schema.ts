/** multiCta: up to three calls to action side by side, each with a title, short text and a button. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const multiCtaSchema = defineBlockSchema({
  type: 'multiCta',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  fields: [
    { name: 'kicker', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
    { name: 'secondaryTitle', kind: 'text' },
    { name: 'secondaryDescription', kind: 'richText' },
    { name: 'secondaryButton', kind: 'button' },
    { name: 'tertiaryTitle', kind: 'text' },
    { name: 'tertiaryDescription', kind: 'richText' },
    { name: 'tertiaryButton', kind: 'button' },
  ],
  options: v.object({
    /** Content alignment inside each call to action. Default 'center'. */
    alignment: opt.alignment('center'),
    /** Section background. Default 'primary'. */
    backgroundColor: opt.color('primary'),
    /** Size of the titles. Default 'medium'. */
    textSize: opt.textSize('medium'),
  }),
});

export type MultiCtaOptions = v.InferOutput<typeof multiCtaSchema.options>;
