/**
 * Visitor texts of the platform: the page an address shows that belongs to no site of the network,
 * or to a site that is switched off (functions/services/platform/unknown-site-page.ts), and the page
 * the edge shows when a site's database cannot be reached and no copy of the page is cached.
 */
import type { AreaTexts } from './area.ts';

const de = {
  unknownSiteTitle: 'Diese Website gibt es hier nicht',
  unknownSiteText:
    'Unter dieser Adresse ist keine Website eingerichtet, oder sie ist zurzeit abgeschaltet. Bitte prüfen Sie die Adresse.',
  siteUnavailableTitle: 'Diese Seite ist gerade nicht erreichbar',
  siteUnavailableText: 'Bitte versuchen Sie es in einer Minute nochmals.',
};

/** The unknown-site page's texts in German and English. */
export const platformTexts: AreaTexts<typeof de> = {
  de,
  en: {
    unknownSiteTitle: 'There is no website here',
    unknownSiteText:
      'No website is set up at this address, or it is switched off at the moment. Please check the address.',
    siteUnavailableTitle: 'This page cannot be reached right now',
    siteUnavailableText: 'Please try again in a minute.',
  },
};
