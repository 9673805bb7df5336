/** Visitor texts: information blocks: contact, opening hours, courses, products, news, steps, booking container. */
import type { AreaTexts } from './area.ts';

const de = {};

export const infoTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
