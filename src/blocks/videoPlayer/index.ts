import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { videoPlayerSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const videoPlayerBlock = { ...videoPlayerSchema, View: PENDING_VIEW } satisfies BlockDef<
  'videoPlayer',
  typeof videoPlayerSchema.options
>;
