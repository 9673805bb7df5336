/** Visitor texts: content slider and its scroll-hijack drawer. */
import type { AreaTexts } from './area.ts';

const de = {
  sliderRegion: 'Bilderfolge',
  sliderScrollHint: 'Nach unten scrollen',
  sliderPrevious: 'Vorherige Folie',
  sliderNext: 'Nächste Folie',
  /** {index} and {count} are filled in. */
  sliderSlideLabel: 'Folie {index} von {count}',
};

export const sliderTexts: AreaTexts<typeof de> = {
  de,
  en: {
    sliderRegion: 'Slide show',
    sliderScrollHint: 'Scroll down',
    sliderPrevious: 'Previous slide',
    sliderNext: 'Next slide',
    sliderSlideLabel: 'Slide {index} of {count}',
  },
};
