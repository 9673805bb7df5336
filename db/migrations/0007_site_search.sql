-- The site search index (functions/services/search/site-search.ts): one row per indexable page
-- and locale, from its rendered HTML. FTS5 with trigrams, case and diacritics folded
-- (docs/decisions/0015-site-search-in-the-database.md). Not in db/schema.ts: drizzle has no
-- virtual tables; the search module reads and writes it with SQL.
CREATE VIRTUAL TABLE `search_pages` USING fts5(`locale` UNINDEXED, `path` UNINDEXED, `title`, `body`, tokenize = 'trigram remove_diacritics 1');
