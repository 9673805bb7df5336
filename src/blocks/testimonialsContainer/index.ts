import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { testimonialsContainerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const testimonialsContainerBlock = {
  ...testimonialsContainerSchema,
  View: PENDING_VIEW,
} satisfies BlockDef<'testimonialsContainer', typeof testimonialsContainerSchema.options>;
