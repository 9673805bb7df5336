/**
 * mapContainer: the urban golf map with one bottom drawer per page of the 'map' collection (the
 * holes); each map page's mapDetails block holds its route and points of interest.
 */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, titleAndText } from '../define.ts';

export const mapContainerSchema = defineBlockSchema({
  type: 'mapContainer',
  kind: 'pageCollection',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'remaining',
  collection: 'map',
  version: 1,
  migrations: [],
  fields: [...titleAndText()],
  options: v.object({
    /** Offer the button that tracks the visitor's location. Default true. */
    showGeolocation: opt.checkbox(true),
    /** Height of the map. Default 'large'. */
    size: opt.size('large'),
  }),
});

export type MapContainerOptions = v.InferOutput<typeof mapContainerSchema.options>;
