import type { BlockDef } from '../types.ts';
import { serviceCardSchema } from './schema.ts';
import { ServiceCardView } from './View.tsx';

export const serviceCardBlock = { ...serviceCardSchema, View: ServiceCardView } satisfies BlockDef<
  'serviceCard',
  typeof serviceCardSchema.options
>;
