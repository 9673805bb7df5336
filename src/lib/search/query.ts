/**
 * The rules of the site search field (spec visitor-site.md §5, §8): a query is the trimmed text
 * with inner whitespace collapsed; fewer than 3 characters never search; typing searches 500 ms
 * after the last keystroke, Enter (or arriving with a query in the URL) at once. The query is kept
 * in the URL as `searchQuery`, the same name the header's plain search form sends.
 */

/** Characters a query needs before it is searched. */
export const SEARCH_MIN_LENGTH = 3;
/** Quiet time after the last keystroke before a typed query is searched. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The URL parameter that carries the query (the header form's field name). */
export const SEARCH_QUERY_PARAM = 'searchQuery';

/** What started a search: a keystroke, the Enter key (form submit), or the page opening. */
export type SearchTrigger = 'input' | 'enter' | 'load';

/** What to do about the field's current text. */
export type SearchPlan =
  /** Too short (or empty): clear the results, search nothing. */
  | { kind: 'clear'; query: string }
  /** Search `query` after `delayMs` (0: now), unless the text changes first. */
  | { kind: 'search'; query: string; delayMs: number };

/**
 * The query of a raw field text: trimmed, runs of whitespace as one space.
 *
 * @example
 * normalizeQuery('  Brille   Zürich '); // 'Brille Zürich'
 */
export function normalizeQuery(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

/** Whether a query is long enough to search (counts characters, not UTF-16 units). */
export function isSearchable(query: string): boolean {
  return [...normalizeQuery(query)].length >= SEARCH_MIN_LENGTH;
}

/**
 * The decision for the field's text after a trigger.
 *
 * @example
 * planSearch('Bri', 'input'); // { kind: 'search', query: 'Bri', delayMs: 500 }
 * planSearch('Bri', 'enter'); // { kind: 'search', query: 'Bri', delayMs: 0 }
 * planSearch(' B ', 'enter'); // { kind: 'clear', query: 'B' }
 */
export function planSearch(raw: string, trigger: SearchTrigger): SearchPlan {
  const query = normalizeQuery(raw);
  if (!isSearchable(query)) return { kind: 'clear', query };
  return { kind: 'search', query, delayMs: trigger === 'input' ? SEARCH_DEBOUNCE_MS : 0 };
}

/** The query a URL carries ('' when none). */
export function queryFromUrl(href: string): string {
  return normalizeQuery(new URL(href).searchParams.get(SEARCH_QUERY_PARAM) ?? '');
}

/**
 * The same URL carrying `query` (without the parameter when the query is empty); other
 * parameters and the hash stay.
 *
 * @example
 * urlWithQuery('https://x.ch/de/suche?a=1', 'Brille'); // 'https://x.ch/de/suche?a=1&searchQuery=Brille'
 */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query === '') url.searchParams.delete(SEARCH_QUERY_PARAM);
  else url.searchParams.set(SEARCH_QUERY_PARAM, query);
  return url.href;
}
