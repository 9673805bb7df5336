/** scoreTracker manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

export const scoreTrackerBlock = defineBlock({
  ...scoreTrackerSchema,
  View: ScoreTrackerView,
  label: 'blocksType.scoreTracker',
});
