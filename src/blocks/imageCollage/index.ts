import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { imageCollageSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const imageCollageBlock = { ...imageCollageSchema, View: PENDING_VIEW } satisfies BlockDef<
  'imageCollage',
  typeof imageCollageSchema.options
>;
