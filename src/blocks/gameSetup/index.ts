/** gameSetup manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { gameSetupSchema } from './schema.ts';
import { GameSetupView } from './View.tsx';

export const gameSetupBlock = defineBlock({
  ...gameSetupSchema,
  View: GameSetupView,
  label: 'blocksType.gameSetup',
});
