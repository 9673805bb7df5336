import type { BlockDef } from '../types.ts';
import { servicesContainerSchema } from './schema.ts';
import { ServicesContainerView } from './View.tsx';

export const servicesContainerBlock = {
  ...servicesContainerSchema,
  View: ServicesContainerView,
} satisfies BlockDef<'servicesContainer', typeof servicesContainerSchema.options>;
