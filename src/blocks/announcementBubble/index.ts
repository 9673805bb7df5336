/** announcementBubble manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { announcementBubbleIcon } from './icon.tsx';
import { announcementBubbleSchema } from './schema.ts';
import { AnnouncementBubbleView } from './View.tsx';

export const announcementBubbleBlock = defineBlock({
  ...announcementBubbleSchema,
  View: AnnouncementBubbleView,
  icon: announcementBubbleIcon,
  label: 'blocksType.announcementBubble',
});
