/** multiCta: up to three calls to action side by side, each with a title, short text and a button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, heading } from '../define.ts';

export const multiCtaSchema = defineBlockSchema({
  type: 'multiCta',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [
    ...heading(),
    f.button('button'),
    f.text('secondaryTitle'),
    f.richText('secondaryDescription'),
    f.button('secondaryButton'),
    f.text('tertiaryTitle'),
    f.richText('tertiaryDescription'),
    f.button('tertiaryButton'),
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
