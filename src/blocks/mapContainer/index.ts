/** mapContainer manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import MapContainerIsland from './Island.tsx';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

export const mapContainerBlock = defineBlock({
  ...mapContainerSchema,
  View: MapContainerView,
  label: 'blocksType.mapContainer',
  hydrate: 'visible',
  Island: MapContainerIsland,
});
