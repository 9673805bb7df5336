/**
 * GET /search: the site search's request and answer (functions/routes/search.ts, the search
 * island src/components/search/SiteSearch.tsx). Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import { SEARCH_MIN_LENGTH } from '../search/query.ts';

/** Results in one answer; the island asks for the next ones with `offset`. */
export const SEARCH_PAGE_SIZE = 20;

export const SearchQuerySchema = v.object({
  /** The visitor's query (src/lib/search/query.ts normalises it; at least 3 characters). */
  q: v.pipe(v.string(), v.trim(), v.minLength(SEARCH_MIN_LENGTH), v.maxLength(200)),
  /** Only pages of this locale are searched. */
  locale: LocaleSchema,
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/u), v.transform(Number)), '0'),
});

/** One run of an excerpt's text; `marked` for a matched part. */
export const ExcerptPieceSchema = v.object({ text: v.string(), marked: v.boolean() });
export type ExcerptPiece = v.InferOutput<typeof ExcerptPieceSchema>;

export const SearchHitSchema = v.object({
  /** The page's path on this site (`/de/kontaktlinsen`). */
  url: v.string(),
  title: v.string(),
  excerpt: v.array(ExcerptPieceSchema),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

export const SearchAnswerSchema = v.object({
  /** Matching pages in all (the answer holds at most SEARCH_PAGE_SIZE of them). */
  total: v.number(),
  results: v.array(SearchHitSchema),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;
