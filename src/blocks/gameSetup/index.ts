import type { BlockDef } from '../types.ts';
import { gameSetupSchema } from './schema.ts';
import { GameSetupView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const gameSetupBlock = {
  ...gameSetupSchema,
  View: GameSetupView,
  hydrate: 'visible',
} satisfies BlockDef<'gameSetup', typeof gameSetupSchema.options>;
