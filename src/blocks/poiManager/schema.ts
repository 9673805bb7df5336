/** poiManager: a map of points of interest placed by the editor. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, titleAndText } from '../define.ts';

export const poiManagerSchema = defineBlockSchema({
  type: 'poiManager',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'remaining',
  version: 1,
  migrations: [],
  fields: [...titleAndText()],
  options: v.object({
    /** Markers (start, end, party or plain) shown on the map. Default [] (none). */
    pointsOfInterest: opt.pointsOfInterest(),
  }),
});

export type PoiManagerOptions = v.InferOutput<typeof poiManagerSchema.options>;
