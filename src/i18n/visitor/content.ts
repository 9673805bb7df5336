/** Visitor texts: content blocks: multiCta, textOnImage, boards and cards, collections, testimonials, image collage. */
import type { AreaTexts } from './area.ts';

const de = {};

export const contentTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
