/**
 * The site search island (`client:idle`, on the search page only). It works with the header's
 * search field, which the search page shows open (a plain GET form that works without
 * JavaScript); on a site whose header has no search it brings a field of its own. It reads
 * `searchQuery` from the URL, searches 500 ms after the last keystroke or at once on Enter, never
 * with fewer than 3 characters (src/lib/search/query.ts), keeps the query in the URL, and lists
 * title, excerpt and link of each result. It asks the site's API (`GET /api/v1/search`, the
 * site's own full-text index: functions/services/search/site-search.ts) for the page's locale
 * only, 20 results at a time.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { searchTexts } from '../../i18n/visitor/search.ts';
import { successSchema } from '../../lib/api/common.ts';
import { SearchAnswerSchema, type SearchAnswer, type SearchHit } from '../../lib/api/search.ts';
import type { Locale } from '../../lib/content.ts';
import { countText } from '../../lib/plural.ts';
import {
  SEARCH_MIN_LENGTH,
  SEARCH_QUERY_PARAM,
  planSearch,
  queryFromUrl,
  urlWithQuery,
  type SearchTrigger,
} from '../../lib/search/query.ts';
import { formsApi } from '../form/api.ts';
import './search.css';

export interface SiteSearchProps {
  locale: Locale;
  /** Whether the header shows its search field (then this island uses it instead of its own). */
  headerField: boolean;
}

/** The header's search field (src/layouts/Header.tsx). */
export const HEADER_SEARCH_INPUT_ID = 'site-search-input';

const SearchResponseSchema = successSchema(SearchAnswerSchema);

/** One page of results of a query in a locale (throws when the API cannot answer). */
async function searchPage(query: string, locale: Locale, offset: number): Promise<SearchAnswer> {
  const response = await formsApi.search.$get({ query: { q: query, locale, offset: String(offset) } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return v.parse(SearchResponseSchema, await response.json()).data;
}

type View =
  | { state: 'empty' }
  | { state: 'short' }
  | { state: 'loading'; query: string }
  | { state: 'done'; query: string; total: number; hits: SearchHit[] }
  | { state: 'error' };

export default function SiteSearch({ locale, headerField }: SiteSearchProps) {
  const t = searchTexts[locale];
  const ownInput = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const [view, setView] = useState<View>({ state: 'empty' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Number of the latest search: an older answer arriving late is dropped. */
  const latest = useRef(0);

  const run = useCallback(
    async (query: string) => {
      const mine = ++latest.current;
      window.history.replaceState(window.history.state, '', urlWithQuery(window.location.href, query));
      setView({ state: 'loading', query });
      try {
        const found = await searchPage(query, locale, 0);
        if (mine === latest.current)
          setView({ state: 'done', query, total: found.total, hits: found.results });
      } catch {
        if (mine === latest.current) setView({ state: 'error' });
      }
    },
    [locale],
  );

  const showMore = useCallback(async () => {
    if (view.state !== 'done') return;
    const mine = latest.current;
    const more = await searchPage(view.query, locale, view.hits.length).catch(() => null);
    if (more && mine === latest.current) setView({ ...view, hits: [...view.hits, ...more.results] });
  }, [view, locale]);

  const plan = useCallback(
    (raw: string, trigger: SearchTrigger) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const next = planSearch(raw, trigger);
      if (next.kind === 'clear') {
        latest.current++;
        if (trigger !== 'load')
          window.history.replaceState(
            window.history.state,
            '',
            urlWithQuery(window.location.href, next.query),
          );
        setView(next.query === '' ? { state: 'empty' } : { state: 'short' });
        return;
      }
      if (next.delayMs === 0) void run(next.query);
      else timer.current = setTimeout(() => void run(next.query), next.delayMs);
    },
    [run],
  );

  useEffect(() => {
    const input = headerField
      ? (document.getElementById(HEADER_SEARCH_INPUT_ID) as HTMLInputElement | null)
      : ownInput.current;
    if (!input) return;
    const form = input.form;
    const onInput = () => plan(input.value, 'input');
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      plan(input.value, 'enter');
    };
    input.addEventListener('input', onInput);
    form?.addEventListener('submit', onSubmit);
    // The query the page was opened with (the header form's GET) is searched once, right away.
    const initial = queryFromUrl(window.location.href);
    if (initial !== '') input.value = initial;
    const opening = initial === '' ? null : setTimeout(() => plan(initial, 'load'), 0);
    return () => {
      input.removeEventListener('input', onInput);
      form?.removeEventListener('submit', onSubmit);
      if (opening) clearTimeout(opening);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [headerField, plan]);

  const status =
    view.state === 'short'
      ? t.searchTooShort
      : view.state === 'loading'
        ? t.searchLoading
        : view.state === 'error'
          ? t.searchUnavailable
          : view.state === 'done'
            ? view.total === 0
              ? t.searchNoResults.replaceAll('{query}', view.query)
              : countText(locale, view.total, {
                  one: t.searchResultCountOne,
                  other: t.searchResultCountOther,
                })
            : '';

  return (
    <section className="block site-search-results" aria-label={t.searchResultsLabel}>
      <div className="block__inner">
        {headerField ? null : (
          <form className="site-search-results__form" role="search" action="" method="get">
            <label htmlFor={ownId}>{t.searchFieldLabel}</label>
            <input
              ref={ownInput}
              id={ownId}
              type="search"
              name={SEARCH_QUERY_PARAM}
              required
              minLength={SEARCH_MIN_LENGTH}
              autoComplete="off"
            />
          </form>
        )}
        <p className="site-search-results__status" role="status" aria-live="polite" data-state={view.state}>
          {status}
        </p>
        {view.state === 'done' && view.hits.length > 0 ? (
          <ol className="site-search-results__list">
            {view.hits.map((hit) => (
              <li key={hit.url} className="site-search-results__item">
                <h2 className="site-search-results__title">
                  <a href={hit.url}>{hit.title}</a>
                </h2>
                <p className="site-search-results__excerpt">
                  {hit.excerpt.map((piece, index) =>
                    piece.marked ? (
                      <mark key={index}>{piece.text}</mark>
                    ) : (
                      <span key={index}>{piece.text}</span>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {view.state === 'done' && view.hits.length < view.total ? (
          <button type="button" className="button button--contained" onClick={() => void showMore()}>
            {t.searchShowMore}
          </button>
        ) : null}
      </div>
    </section>
  );
}
