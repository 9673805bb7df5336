/** teamContainer manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { teamContainerIcon } from './icon.tsx';
import { teamContainerSchema } from './schema.ts';
import { TeamContainerView } from './View.tsx';

export const teamContainerBlock = defineBlock({
  ...teamContainerSchema,
  View: TeamContainerView,
  icon: teamContainerIcon,
  label: 'blocksType.teamContainer',
});
