/** poiManager manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { poiManagerSchema } from './schema.ts';
import { PoiManagerView } from './View.tsx';

export const poiManagerBlock = defineBlock({
  ...poiManagerSchema,
  View: PoiManagerView,
  label: 'blocksType.poiManager',
});
