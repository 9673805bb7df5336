/** spacer manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { spacerIcon } from './icon.tsx';
import { spacerSchema } from './schema.ts';
import { SpacerView } from './View.tsx';

export const spacerBlock = defineBlock({
  ...spacerSchema,
  View: SpacerView,
  icon: spacerIcon,
  label: 'blocksType.spacer',
});
