import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { servicesContainerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const servicesContainerBlock = { ...servicesContainerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'servicesContainer',
  typeof servicesContainerSchema.options
>;
