/**
 * The site search: an FTS5 index in each site's own database (table `search_pages`, migration
 * 0007), filled from the site's rendered pages and read by `GET /api/v1/search`
 * (docs/decisions/0015-site-search-in-the-database.md). One engine on both paths: the Node server
 * indexes its pages folder after each render (./node-index.ts), the Worker the pages it serves
 * after each publish, in its queue job (../edge/jobs.ts). What a page contributes is decided by
 * src/lib/search/page-text.ts (the shell's mark: protected, hidden and noindex pages never
 * carry it); how a query is read by src/lib/search/fts-query.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Locale } from '../../../src/lib/content.ts';
import type { SearchHit, SearchAnswer } from '../../../src/lib/api/search.ts';
import { MATCH_END, MATCH_START, excerptOf } from '../../../src/lib/search/excerpt.ts';
import { ftsQuery } from '../../../src/lib/search/fts-query.ts';
import { searchableText } from '../../../src/lib/search/page-text.ts';

/** A rendered page handed to the index: its path (`/de/kontakt`) and HTML. */
export interface RenderedPage {
  path: string;
  html: string;
}

/** The title counts ten times the body when results are ranked. */
const RANK = sql.raw('bm25(search_pages, 0, 0, 10.0, 1.0)');

/**
 * Replaces the site's whole index with the searchable pages among `pages` (in one batch: a
 * visitor searches the old index or the new one, never a mix). Returns the pages indexed per locale.
 *
 * @example
 * await replaceSearchIndex(db, [{ path: '/de/', html }]); // { de: 1, en: 0 }
 */
export async function replaceSearchIndex(
  db: Db,
  pages: readonly RenderedPage[],
): Promise<Record<Locale, number>> {
  const counts: Record<Locale, number> = { de: 0, en: 0 };
  /** A page reached by two paths (a collection item's slug and its id alias) is one result. */
  const seen = new Set<string>();
  const rows = pages.flatMap(({ path, html }) => {
    const text = searchableText(html);
    if (!text) return [];
    const url = text.canonicalPath ?? path;
    if (seen.has(`${text.locale} ${url}`)) return [];
    seen.add(`${text.locale} ${url}`);
    counts[text.locale]++;
    return [
      sql`insert into search_pages (locale, path, title, body) values (${text.locale}, ${url}, ${text.title}, ${text.body})`,
    ];
  });
  await db.batch([db.run(sql`delete from search_pages`), ...rows.map((row) => db.run(row))]);
  return counts;
}

/** Whether the site's index holds any page. */
export async function hasSearchIndex(db: Db): Promise<boolean> {
  const rows = await db.all<{ one: number }>(sql`select 1 as one from search_pages limit 1`);
  return rows.length > 0;
}

/**
 * The pages of one locale that match a query, best first: `limit` of them from `offset`, and how
 * many match in all. A query with no searchable word matches nothing.
 *
 * @example
 * await searchSite(db, { locale: 'de', query: 'Kontaktlinsen', offset: 0, limit: 20 });
 * // { total: 3, results: [{ url: '/de/kontaktlinsen', title: 'Kontaktlinsen', excerpt: [...] }, ...] }
 */
export async function searchSite(
  db: Db,
  options: { locale: Locale; query: string; offset: number; limit: number },
): Promise<SearchAnswer> {
  const match = ftsQuery(options.query);
  if (!match) return { total: 0, results: [] };
  const [counted] = await db.all<{ total: number }>(
    sql`select count(*) as total from search_pages where search_pages match ${match} and locale = ${options.locale}`,
  );
  const total = Number(counted?.total ?? 0);
  if (total === 0 || options.offset >= total) return { total, results: [] };
  const rows = await db.all<{ path: string; title: string; excerpt: string }>(sql`
    select path, title,
      highlight(search_pages, 3, ${MATCH_START}, ${MATCH_END}) as excerpt
    from search_pages
    where search_pages match ${match} and locale = ${options.locale}
    order by ${RANK}, path
    limit ${options.limit} offset ${options.offset}`);
  return {
    total,
    results: rows.map((row): SearchHit => ({
      url: row.path,
      title: row.title || row.path,
      excerpt: excerptOf(row.excerpt),
    })),
  };
}
