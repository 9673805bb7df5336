/** poiManager manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import PoiManagerIsland from './Island.tsx';
import { poiManagerSchema } from './schema.ts';
import { PoiManagerView } from './View.tsx';

export const poiManagerBlock = defineBlock({
  ...poiManagerSchema,
  View: PoiManagerView,
  label: 'blocksType.poiManager',
  hydrate: 'visible',
  Island: PoiManagerIsland,
});
