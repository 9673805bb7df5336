/** richTextBlock: a titled section of formatted text. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const richTextBlockSchema = defineBlockSchema({
  type: 'richTextBlock',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [f.text('kicker'), f.text('title'), f.richText('text')],
  options: v.object({
    /** Text alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
    /** Width of the text column: small (narrow), medium (easy reading) or large (site width). Default 'medium'. */
    size: opt.size('medium'),
  }),
});

export type RichTextBlockOptions = v.InferOutput<typeof richTextBlockSchema.options>;
