/** Visitor texts: the site search page (its field when the header has none, results, counts). */
import type { AreaTexts } from './area.ts';

const de = {
  searchFieldLabel: 'Website durchsuchen',
  searchResultsLabel: 'Suchergebnisse',
  /** Hint while the field holds fewer than 3 characters. */
  searchTooShort: 'Geben Sie mindestens 3 Zeichen ein.',
  searchLoading: 'Suche läuft …',
  /** {count} is filled in (one result). */
  searchResultCountOne: '{count} Ergebnis',
  /** {count} is filled in (any other number). */
  searchResultCountOther: '{count} Ergebnisse',
  /** {query} is filled in. */
  searchNoResults: 'Keine Ergebnisse für «{query}».',
  searchShowMore: 'Weitere Ergebnisse anzeigen',
  searchUnavailable: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.',
};

export const searchTexts: AreaTexts<typeof de> = {
  de,
  en: {
    searchFieldLabel: 'Search this website',
    searchResultsLabel: 'Search results',
    searchTooShort: 'Enter at least 3 characters.',
    searchLoading: 'Searching …',
    searchResultCountOne: '{count} result',
    searchResultCountOther: '{count} results',
    searchNoResults: 'No results for “{query}”.',
    searchShowMore: 'Show more results',
    searchUnavailable: 'Search is not available right now. Please try again later.',
  },
};
