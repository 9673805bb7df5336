/** scoreTracker manifest: interactive, its island (Island.tsx) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import ScoreTrackerIsland from './Island.tsx';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

export const scoreTrackerBlock = defineBlock({
  ...scoreTrackerSchema,
  View: ScoreTrackerView,
  label: 'blocksType.scoreTracker',
  Island: ScoreTrackerIsland,
});
