import type { BlockDef } from '../types.ts';
import { teamContainerSchema } from './schema.ts';
import { TeamContainerView } from './View.tsx';

export const teamContainerBlock = { ...teamContainerSchema, View: TeamContainerView } satisfies BlockDef<
  'teamContainer',
  typeof teamContainerSchema.options
>;
