/** multiCta manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { multiCtaIcon } from './icon.tsx';
import { multiCtaSchema } from './schema.ts';
import { MultiCtaView } from './View.tsx';

export const multiCtaBlock = defineBlock({
  ...multiCtaSchema,
  View: MultiCtaView,
  icon: multiCtaIcon,
  label: 'blocksType.multiCta',
});
