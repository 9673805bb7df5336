import type { BlockDef } from '../types.ts';
import { announcementBarSchema } from './schema.ts';
import { AnnouncementBarView } from './View.tsx';

export const announcementBarBlock = {
  ...announcementBarSchema,
  View: AnnouncementBarView,
} satisfies BlockDef<'announcementBar', typeof announcementBarSchema.options>;
