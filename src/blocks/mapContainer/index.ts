/** mapContainer manifest: interactive, its island (Island.tsx) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import MapContainerIsland from './Island.tsx';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

export const mapContainerBlock = defineBlock({
  ...mapContainerSchema,
  View: MapContainerView,
  label: 'blocksType.mapContainer',
  Island: MapContainerIsland,
});
