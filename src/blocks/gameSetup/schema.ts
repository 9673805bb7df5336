/** gameSetup: one screen of the urban golf game: start, add players, share or coupon. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const gameSetupSchema = defineBlockSchema({
  type: 'gameSetup',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'remaining',
  version: 1,
  migrations: [],
  islandCollection: 'map',
  fields: [...titleAndText(), f.button('button')],
  options: v.object({
    /** Which game screen this block shows. Default 'start'. */
    game: opt.gameOptions('start'),
  }),
});

export type GameSetupOptions = v.InferOutput<typeof gameSetupSchema.options>;
