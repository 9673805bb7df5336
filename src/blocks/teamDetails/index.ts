import type { BlockDef } from '../types.ts';
import { teamDetailsSchema } from './schema.ts';
import { TeamDetailsView } from './View.tsx';

export const teamDetailsBlock = { ...teamDetailsSchema, View: TeamDetailsView } satisfies BlockDef<
  'teamDetails',
  typeof teamDetailsSchema.options
>;
