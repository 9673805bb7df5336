/** cta manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { ctaIcon } from './icon.tsx';
import { ctaSchema } from './schema.ts';
import { CtaView } from './View.tsx';

export const ctaBlock = defineBlock({
  ...ctaSchema,
  View: CtaView,
  icon: ctaIcon,
  label: 'blocksType.cta',
});
