import type { BlockDef } from '../types.ts';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const scoreTrackerBlock = {
  ...scoreTrackerSchema,
  View: ScoreTrackerView,
  hydrate: 'visible',
} satisfies BlockDef<'scoreTracker', typeof scoreTrackerSchema.options>;
