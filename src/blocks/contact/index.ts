import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { contactSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const contactBlock = { ...contactSchema, View: PENDING_VIEW } satisfies BlockDef<
  'contact',
  typeof contactSchema.options
>;
