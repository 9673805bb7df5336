/** scoreTracker: the urban golf score card of the current map page, or the leaderboard. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, titleAndText } from '../define.ts';

export const scoreTrackerSchema = defineBlockSchema({
  type: 'scoreTracker',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'remaining',
  version: 1,
  migrations: [],
  islandCollection: 'map',
  fields: [...titleAndText()],
  options: v.object({
    /** Show the per-player score card or the leaderboard table. Default 'card'. */
    score: opt.scoreOptions('card'),
  }),
});

export type ScoreTrackerOptions = v.InferOutput<typeof scoreTrackerSchema.options>;
