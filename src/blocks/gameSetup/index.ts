/** gameSetup manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import GameSetupIsland from './Island.tsx';
import { gameSetupSchema } from './schema.ts';
import { GameSetupView } from './View.tsx';

export const gameSetupBlock = defineBlock({
  ...gameSetupSchema,
  View: GameSetupView,
  label: 'blocksType.gameSetup',
  hydrate: 'visible',
  Island: GameSetupIsland,
});
