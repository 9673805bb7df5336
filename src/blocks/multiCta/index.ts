import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { multiCtaSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const multiCtaBlock = { ...multiCtaSchema, View: PENDING_VIEW } satisfies BlockDef<
  'multiCta',
  typeof multiCtaSchema.options
>;
