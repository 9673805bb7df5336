/**
 * The site search index: Pagefind indexes a site's built pages folder (the HTML of every locale)
 * and writes its bundle into `<client>/pagefind/`, beside the pages, where the search page loads
 * it. Pagefind reads each page's `<html lang>`, so German pages get German stemming and the
 * browser searches only the index of the page's own language. Only pages whose shell marks the
 * main content with `data-pagefind-body` are indexed (src/layouts/SitePage.astro): the 404
 * pages, the login and search pages and anything noindex carry no mark, so they stay out, and
 * header, footer and navigation are never indexed. Protected pages live outside the public
 * folder and are never seen.
 *
 * The new bundle is written into a temporary folder and swapped in with two renames, so a
 * visitor's browser never loads a mix of an old entry file and new fragments.
 */
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** The bundle's folder inside the pages folder (the search page loads `/pagefind/pagefind.js`). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Bundle files the site never loads (Pagefind's own UIs and its highlighter). */
const UNUSED_FILE = /(?:ui\.(?:js|css)|^pagefind-highlight\.js)$/;

/** What one indexing run did. */
export interface SearchIndexReport {
  /** Pages that carried the index mark and went into the index, per language. */
  pages: Record<string, number>;
  /** HTML files read (indexed or not). */
  files: number;
  ms: number;
}

/** Runs one at a time per process: the Pagefind service is shared, and one folder is never indexed twice at once. */
let chain: Promise<unknown> = Promise.resolve();

/**
 * Indexes every HTML page under `clientDir` and replaces `<clientDir>/pagefind/`.
 *
 * @example
 * await indexSiteFolder('dist/client'); // -> { pages: { de: 53, en: 53 }, files: 126, ms: 500 }
 */
export function indexSiteFolder(clientDir: string): Promise<SearchIndexReport> {
  const run = chain.then(() => indexNow(clientDir));
  chain = run.catch(() => undefined);
  return run;
}

async function indexNow(clientDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index not created: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: clientDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`);
    const target = join(clientDir, SEARCH_INDEX_DIR);
    const fresh = `${target}.${process.pid}-${Date.now()}.tmp`;
    const written = await index.writeFiles({ outputPath: fresh });
    if (written.errors.length > 0) {
      await rm(fresh, { recursive: true, force: true });
      throw new Error(`search index not written: ${written.errors.join('; ')}`);
    }
    // Pagefind's ready-made search UIs and highlighter: the site has its own island (about 390 kB).
    for (const name of await readdir(fresh))
      if (UNUSED_FILE.test(name)) await rm(join(fresh, name), { force: true });
    const old = `${target}.${process.pid}-${Date.now()}.old`;
    const hadOld = await rename(target, old).then(
      () => true,
      () => false,
    );
    await rename(fresh, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
    return { pages: await indexedPages(target), files: added.page_count, ms: performance.now() - started };
  } finally {
    await index.deleteIndex();
  }
}

/** Pages per language, as the written bundle's entry file lists them. */
async function indexedPages(bundle: string): Promise<Record<string, number>> {
  const entry = JSON.parse(await readFile(join(bundle, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.fromEntries(
    Object.entries(entry.languages ?? {}).map(([language, info]) => [language, info.page_count ?? 0]),
  );
}

/** Stops Pagefind's background process (it restarts on the next call). For scripts and tests. */
export async function closeSearchIndexer(): Promise<void> {
  await pagefind.close();
}
