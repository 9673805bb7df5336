/** hero manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { heroIcon } from './icon.tsx';
import { heroSchema } from './schema.ts';
import { HeroView } from './View.tsx';

export const heroBlock = defineBlock({
  ...heroSchema,
  View: HeroView,
  icon: heroIcon,
  label: 'blocksType.hero',
});
