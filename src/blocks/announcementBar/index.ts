import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { announcementBarSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const announcementBarBlock = { ...announcementBarSchema, View: PENDING_VIEW } satisfies BlockDef<
  'announcementBar',
  typeof announcementBarSchema.options
>;
