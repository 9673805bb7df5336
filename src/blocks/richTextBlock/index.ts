/** richTextBlock manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { richTextBlockIcon } from './icon.tsx';
import { richTextBlockSchema } from './schema.ts';
import { RichTextBlockView } from './View.tsx';

export const richTextBlockBlock = defineBlock({
  ...richTextBlockSchema,
  View: RichTextBlockView,
  icon: richTextBlockIcon,
  label: 'blocksType.richTextBlock',
});
