/** textOnImage manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { textOnImageIcon } from './icon.tsx';
import { textOnImageSchema } from './schema.ts';
import { TextOnImageView } from './View.tsx';

export const textOnImageBlock = defineBlock({
  ...textOnImageSchema,
  View: TextOnImageView,
  icon: textOnImageIcon,
  label: 'blocksType.textOnImage',
});
