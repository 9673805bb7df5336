/** mapContainer manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

export const mapContainerBlock = defineBlock({
  ...mapContainerSchema,
  View: MapContainerView,
  label: 'blocksType.mapContainer',
});
