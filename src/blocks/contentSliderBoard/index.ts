import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { contentSliderBoardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const contentSliderBoardBlock = { ...contentSliderBoardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'contentSliderBoard',
  typeof contentSliderBoardSchema.options
>;
