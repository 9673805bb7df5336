import type { BlockDef } from '../types.ts';
import { announcementBubbleSchema } from './schema.ts';
import { AnnouncementBubbleView } from './View.tsx';

export const announcementBubbleBlock = {
  ...announcementBubbleSchema,
  View: AnnouncementBubbleView,
} satisfies BlockDef<'announcementBubble', typeof announcementBubbleSchema.options>;
