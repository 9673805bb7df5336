import type { BlockDef } from '../types.ts';
import { richTextBlockSchema } from './schema.ts';
import { RichTextBlockView } from './View.tsx';

export const richTextBlockBlock = { ...richTextBlockSchema, View: RichTextBlockView } satisfies BlockDef<
  'richTextBlock',
  typeof richTextBlockSchema.options
>;
