/**
 * Visitor dictionary (German and English). Every text a visitor sees comes from here. Texts live
 * in one file per area under ./visitor/; each area's English is typed against its German, so a
 * missing translation fails to compile.
 */
import type { Locale } from '../lib/content.ts';
import { consentTexts } from './visitor/consent.ts';
import { contactFormTexts } from './visitor/contact-form.ts';
import { contentTexts } from './visitor/content.ts';
import { directoryTexts } from './visitor/directory.ts';
import { feedsTexts } from './visitor/feeds.ts';
import { coreTexts } from './visitor/core.ts';
import { gameTexts } from './visitor/game.ts';
import { infoTexts } from './visitor/info.ts';
import { magazineTexts } from './visitor/magazine.ts';
import { jobsTexts } from './visitor/jobs.ts';
import { loginTexts } from './visitor/login.ts';
import { mapTexts } from './visitor/map.ts';
import { mediaTexts } from './visitor/media.ts';
import { searchTexts } from './visitor/search.ts';
import { shellTexts } from './visitor/shell.ts';
import { sliderTexts } from './visitor/slider.ts';
import { sponsorFormTexts } from './visitor/sponsor-form.ts';

const de = {
  ...coreTexts.de,
  ...shellTexts.de,
  ...contentTexts.de,
  ...infoTexts.de,
  ...sliderTexts.de,
  ...contactFormTexts.de,
  ...sponsorFormTexts.de,
  ...mapTexts.de,
  ...gameTexts.de,
  ...mediaTexts.de,
  ...consentTexts.de,
  ...searchTexts.de,
  ...magazineTexts.de,
  ...directoryTexts.de,
  ...feedsTexts.de,
  ...jobsTexts.de,
  ...loginTexts.de,
};

type Dictionary = { readonly [K in keyof typeof de]: string };

const en: Dictionary = {
  ...coreTexts.en,
  ...shellTexts.en,
  ...contentTexts.en,
  ...infoTexts.en,
  ...sliderTexts.en,
  ...contactFormTexts.en,
  ...sponsorFormTexts.en,
  ...mapTexts.en,
  ...gameTexts.en,
  ...mediaTexts.en,
  ...consentTexts.en,
  ...searchTexts.en,
  ...magazineTexts.en,
  ...directoryTexts.en,
  ...feedsTexts.en,
  ...jobsTexts.en,
  ...loginTexts.en,
};

export type VisitorDictionary = Dictionary;
export type VisitorKey = keyof typeof de;

const dictionaries: Record<Locale, Dictionary> = { de, en };

/** The visitor dictionary of a locale. */
export function visitorDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
