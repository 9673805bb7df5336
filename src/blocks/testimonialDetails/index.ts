import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { testimonialDetailsSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const testimonialDetailsBlock = { ...testimonialDetailsSchema, View: PENDING_VIEW } satisfies BlockDef<
  'testimonialDetails',
  typeof testimonialDetailsSchema.options
>;
