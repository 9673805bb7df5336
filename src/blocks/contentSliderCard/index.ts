import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { contentSliderCardSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const contentSliderCardBlock = { ...contentSliderCardSchema, View: PENDING_VIEW } satisfies BlockDef<
  'contentSliderCard',
  typeof contentSliderCardSchema.options
>;
