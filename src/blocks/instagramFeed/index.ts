import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { instagramFeedSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const instagramFeedBlock = { ...instagramFeedSchema, View: PENDING_VIEW } satisfies BlockDef<
  'instagramFeed',
  typeof instagramFeedSchema.options
>;
