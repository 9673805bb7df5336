/** serviceCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { serviceCardSchema } from './schema.ts';
import { ServiceCardView } from './View.tsx';

export const serviceCardBlock = defineBlock({
  ...serviceCardSchema,
  View: ServiceCardView,
  label: 'blocksType.serviceCard',
});
