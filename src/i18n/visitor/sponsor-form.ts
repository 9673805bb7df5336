/** Visitor texts: the sponsorForm block (labels, options, messages, states). */
import type { AreaTexts } from './area.ts';

const de = {};

export const sponsorFormTexts: AreaTexts<typeof de> = {
  de,
  en: {},
};
