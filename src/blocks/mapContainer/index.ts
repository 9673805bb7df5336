import type { BlockDef } from '../types.ts';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const mapContainerBlock = {
  ...mapContainerSchema,
  View: MapContainerView,
  hydrate: 'visible',
} satisfies BlockDef<'mapContainer', typeof mapContainerSchema.options>;
