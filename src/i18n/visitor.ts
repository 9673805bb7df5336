/**
 * Visitor dictionary (German and English). Every text a visitor sees comes from here; the
 * English dictionary is typed against the German one, so a missing key fails to compile.
 */
import type { Locale } from '../lib/content.ts';

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
  redirecting: 'Weiterleitung …',
} as const;

type Dictionary = { readonly [K in keyof typeof de]: string };

const en: Dictionary = {
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
  redirecting: 'Redirecting …',
};

export type VisitorDictionary = Dictionary;
export type VisitorKey = keyof typeof de;

const dictionaries: Record<Locale, Dictionary> = { de, en };

/** The visitor dictionary of a locale. */
export function visitorDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
