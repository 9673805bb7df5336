import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { textOnImageSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const textOnImageBlock = { ...textOnImageSchema, View: PENDING_VIEW } satisfies BlockDef<
  'textOnImage',
  typeof textOnImageSchema.options
>;
