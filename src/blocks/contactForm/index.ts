import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { contactFormSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const contactFormBlock = { ...contactFormSchema, View: PENDING_VIEW } satisfies BlockDef<
  'contactForm',
  typeof contactFormSchema.options
>;
