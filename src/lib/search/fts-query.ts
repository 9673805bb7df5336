/**
 * A visitor's query as a full-text query of the site search index (SQLite FTS5 with the trigram
 * tokenizer, docs/decisions/0015-site-search-in-the-database.md). Trigrams find any part of a
 * word, so "glas" finds "Brillenglas" and "Kontakt" finds "Kontaktlinsen"; the index folds case
 * and diacritics, so "horgerat" finds "Hörgerät". Each word of the query must occur (AND). A word
 * shorter than 3 characters cannot be searched by trigrams and is left out; a longer word loses a
 * common German or English ending first, so "Brillen" also finds "Brille" and "Gläser" finds
 * "Glas". The words are quoted: nothing a visitor types is read as query syntax.
 */

/** The shortest word trigrams can find. */
export const MIN_TERM_LENGTH = 3;
/** Most words of one query that are searched (the rest are ignored). */
export const MAX_TERMS = 8;

/** Endings removed from words of at least 6 characters (longest first), leaving at least 4. */
const ENDINGS = ['ern', 'en', 'er', 'es', 'e', 'n', 's'];

/**
 * The search form of one word: lower case, a common plural or inflection ending removed.
 *
 * @example
 * stemOf('Brillen'); // 'brill'
 * stemOf('Gläser'); // 'gläs'
 * stemOf('Optik'); // 'optik'
 */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  const length = [...lower].length;
  if (length < 6) return lower;
  for (const ending of ENDINGS)
    if (lower.endsWith(ending) && length - ending.length >= 4) return lower.slice(0, -ending.length);
  return lower;
}

/** The words of a query: runs of letters and digits. */
export function termsOf(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => [...word].length >= MIN_TERM_LENGTH)
    .map(stemOf)
    .filter((term, index, all) => all.indexOf(term) === index)
    .slice(0, MAX_TERMS);
}

/**
 * The FTS5 MATCH expression of a query, or null when no word of it can be searched.
 *
 * @example
 * ftsQuery('Brillen für Kinder'); // '"brill" AND "für" AND "kind"'
 * ftsQuery('ab'); // null
 */
export function ftsQuery(query: string): string | null {
  const terms = termsOf(query);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"`).join(' AND ');
}
