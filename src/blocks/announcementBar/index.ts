/** announcementBar manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { announcementBarIcon } from './icon.tsx';
import { announcementBarSchema } from './schema.ts';
import { AnnouncementBarView } from './View.tsx';

export const announcementBarBlock = defineBlock({
  ...announcementBarSchema,
  View: AnnouncementBarView,
  icon: announcementBarIcon,
  label: 'blocksType.announcementBar',
});
