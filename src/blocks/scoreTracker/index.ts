/** scoreTracker manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import ScoreTrackerIsland from './Island.tsx';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

export const scoreTrackerBlock = defineBlock({
  ...scoreTrackerSchema,
  View: ScoreTrackerView,
  label: 'blocksType.scoreTracker',
  hydrate: 'visible',
  Island: ScoreTrackerIsland,
});
