/** Visitor texts: core (page chrome, not-found page, team). */
import type { AreaTexts } from './area.ts';

const de = {
  languageName: 'Deutsch',
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  languageSwitch: 'Sprache wählen',
  footerNavigation: 'Rechtliches',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText:
    'Diese Seite gibt es nicht (mehr). Vielleicht finden Sie, was Sie suchen, auf der Startseite.',
  backHome: 'Zur Startseite',
  teamEmail: 'E-Mail',
  teamMore: 'Mehr erfahren',
  teamOverview: 'Unser Team',
  allRightsReserved: 'Alle Rechte vorbehalten',
  qualityCertificate: 'Qualitätszertifiziert, Nr. {id}',
  redirecting: 'Weiterleitung …',
};

export const coreTexts: AreaTexts<typeof de> = {
  de,
  en: {
    languageName: 'English',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    languageSwitch: 'Choose language',
    footerNavigation: 'Legal',
    notFoundTitle: 'Page not found',
    notFoundText:
      'This page does not exist (any more). You may find what you are looking for on the home page.',
    backHome: 'Go to the home page',
    teamEmail: 'E-mail',
    teamMore: 'Learn more',
    teamOverview: 'Our team',
    allRightsReserved: 'All rights reserved',
    qualityCertificate: 'Quality certified, no. {id}',
    redirecting: 'Redirecting …',
  },
};
