/** marketplace: offered and sought frames, objects and jobs of the network as an accordion. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const marketplaceSchema = defineBlockSchema({
  type: 'marketplace',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  /** Interactive (the accordion and the network list need the browser): hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  fields: [...heading()],
  options: v.object({
    /** List items of kind frame. Default true. */
    showFrames: opt.checkbox(true),
    /** List items of kind object. Default true. */
    showObjects: opt.checkbox(true),
    /** List items of kind job. Default true. */
    showJobs: opt.checkbox(true),
  }),
});

export type MarketplaceOptions = v.InferOutput<typeof marketplaceSchema.options>;
