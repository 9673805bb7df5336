/** teamDetails manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { teamDetailsSchema } from './schema.ts';
import { TeamDetailsView } from './View.tsx';

export const teamDetailsBlock = defineBlock({
  ...teamDetailsSchema,
  View: TeamDetailsView,
  label: 'blocksType.teamDetails',
});
