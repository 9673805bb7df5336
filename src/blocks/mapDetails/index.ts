/** mapDetails manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { mapDetailsSchema } from './schema.ts';
import { MapDetailsView } from './View.tsx';

export const mapDetailsBlock = defineBlock({
  ...mapDetailsSchema,
  View: MapDetailsView,
  label: 'blocksType.mapDetails',
});
