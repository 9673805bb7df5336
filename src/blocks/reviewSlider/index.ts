import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { reviewSliderSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const reviewSliderBlock = { ...reviewSliderSchema, View: PENDING_VIEW } satisfies BlockDef<
  'reviewSlider',
  typeof reviewSliderSchema.options
>;
