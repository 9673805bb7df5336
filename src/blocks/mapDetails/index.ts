import type { BlockDef } from '../types.ts';
import { mapDetailsSchema } from './schema.ts';
import { MapDetailsView } from './View.tsx';

/** Static: a hole's own page renders as plain HTML (no island, no JavaScript). */
export const mapDetailsBlock = { ...mapDetailsSchema, View: MapDetailsView } satisfies BlockDef<
  'mapDetails',
  typeof mapDetailsSchema.options
>;
