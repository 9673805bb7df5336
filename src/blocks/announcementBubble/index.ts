import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { announcementBubbleSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const announcementBubbleBlock = { ...announcementBubbleSchema, View: PENDING_VIEW } satisfies BlockDef<
  'announcementBubble',
  typeof announcementBubbleSchema.options
>;
