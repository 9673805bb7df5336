/** gameSetup: one screen of the urban golf game: start, add players, share or coupon. */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const gameSetupSchema = defineBlockSchema({
  type: 'gameSetup',
  kind: 'component',
  category: 'remaining',
  version: 1,
  migrations: [],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'button', kind: 'button' },
  ],
  options: v.object({
    /** Which game screen this block shows. Default 'start'. */
    game: opt.gameOptions('start'),
  }),
});

export type GameSetupOptions = v.InferOutput<typeof gameSetupSchema.options>;
