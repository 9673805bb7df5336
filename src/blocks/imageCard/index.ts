import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { imageCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const imageCardBlock = { ...imageCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'imageCard',
  typeof imageCardSchema.options
>;
