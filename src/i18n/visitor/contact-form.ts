/** Visitor texts: the contactForm block (labels, options, messages, states). */
import type { AreaTexts } from './area.ts';

const de = {};

export const contactFormTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
