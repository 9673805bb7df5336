import type { BlockDef } from '../types.ts';
import { poiManagerSchema } from './schema.ts';
import { PoiManagerView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const poiManagerBlock = {
  ...poiManagerSchema,
  View: PoiManagerView,
  hydrate: 'visible',
} satisfies BlockDef<'poiManager', typeof poiManagerSchema.options>;
