import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { imageBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const imageBoardBlock = { ...imageBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'imageBoard',
  typeof imageBoardSchema.options
>;
