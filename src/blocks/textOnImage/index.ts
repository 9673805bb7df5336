import type { BlockDef } from '../types.ts';
import { textOnImageSchema } from './schema.ts';
import { TextOnImageView } from './View.tsx';

export const textOnImageBlock = { ...textOnImageSchema, View: TextOnImageView } satisfies BlockDef<
  'textOnImage',
  typeof textOnImageSchema.options
>;
