/** Visitor texts: site shell: header, mobile menu, search, footer, booking button, announcements. */
import type { AreaTexts } from './area.ts';

const de = {};

export const shellTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
