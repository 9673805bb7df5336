/** Visitor texts: content slider and its scroll-hijack drawer. */
import type { AreaTexts } from './area.ts';

const de = {};

export const sliderTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
