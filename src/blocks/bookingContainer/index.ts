import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { bookingContainerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const bookingContainerBlock = { ...bookingContainerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'bookingContainer',
  typeof bookingContainerSchema.options
>;
