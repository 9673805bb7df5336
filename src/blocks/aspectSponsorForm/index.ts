import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { aspectSponsorFormSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const aspectSponsorFormBlock = { ...aspectSponsorFormSchema, View: PENDING_VIEW } satisfies BlockDef<
  'aspectSponsorForm',
  typeof aspectSponsorFormSchema.options
>;
