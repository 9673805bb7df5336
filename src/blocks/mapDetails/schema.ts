/** mapDetails: one map drawer: a hole or stop with its text, image, route and points of interest. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const mapDetailsSchema = defineBlockSchema({
  type: 'mapDetails',
  kind: 'component',
  category: 'remaining',
  version: 1,
  migrations: [],
  fields: [...titleAndText(), f.media('image'), f.button('button')],
  options: v.object({
    /** Route drawn on the map as [longitude, latitude] pairs. Default null (no route). */
    mapRoute: opt.mapRoute(),
    /** Markers (start, end, party or plain) shown on the map. Default [] (none). */
    pointsOfInterest: opt.pointsOfInterest(),
  }),
});

export type MapDetailsOptions = v.InferOutput<typeof mapDetailsSchema.options>;
