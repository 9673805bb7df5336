/**
 * Site search figures (part of `npm run bench`, skip with --no-search; or run
 * `node scripts/bench-search.ts` after a build): the size of the Pagefind bundle in the built
 * pages folder (all of it, and per language), the time to index the folder again, and in
 * Chromium on the demo's German search page the bytes fetched and the time until results show
 * for a first query (Pagefind's script, its WebAssembly and index chunks load) and a second one.
 * Figures only; nothing here asserts.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDb } from '../db/client.ts';
import { startNodeServer } from '../functions/node.ts';
import { closeSearchIndexer, indexSiteFolder, SEARCH_INDEX_DIR } from '../functions/services/search-index.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

/** Two queries a visitor might type, one after the other. */
const QUERIES = ['Kontaktlinsen', 'Sehtest'] as const;

/** What a bundle file is: the index a visitor's browser loads, or Pagefind's unused ready-made UIs. */
function kindOf(name: string): string {
  if (name.startsWith('fragment/')) return 'fragments';
  if (name.startsWith('index/')) return 'index chunks';
  if (name.startsWith('wasm.')) return 'wasm';
  if (/ui\.(js|css)$/.test(name)) return 'ui files (unused)';
  return 'runtime, entry, meta';
}

/** Bytes and files of the bundle by kind. */
async function bundleBytes(dir: string): Promise<Map<string, { files: number; bytes: number }>> {
  const kinds = new Map<string, { files: number; bytes: number }>();
  for (const name of await readdir(dir, { recursive: true })) {
    const info = await stat(join(dir, name));
    if (!info.isFile()) continue;
    const kind = kindOf(name.split('\\').join('/'));
    const sum = kinds.get(kind) ?? { files: 0, bytes: 0 };
    sum.files++;
    sum.bytes += info.size;
    kinds.set(kind, sum);
  }
  return kinds;
}

/** Types a query into the search page's field, presses Enter, waits for the result list. */
async function timedQuery(page: Page, query: string, fetched: { bytes: number }) {
  const before = fetched.bytes;
  const started = performance.now();
  const input = page.locator('#site-search-input');
  await input.fill(query);
  await input.press('Enter');
  await page.waitForFunction(
    (q) =>
      new URL(window.location.href).searchParams.get('searchQuery') === q &&
      document.querySelector('.site-search-results [role="status"]')?.getAttribute('data-state') === 'done',
    query,
  );
  const ms = performance.now() - started;
  // Responses still arriving (fragments of results below the fold) count for this query.
  await page.waitForLoadState('networkidle');
  return {
    ms,
    bytes: fetched.bytes - before,
    results: await page.locator('.site-search-results__list li').count(),
  };
}

/** The site search's figures (rows of the bench table). */
export async function benchSearch(options: { distDir: string }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const client = join(options.distDir, 'client');
  const bundle = join(client, SEARCH_INDEX_DIR);
  const kinds = await bundleBytes(bundle);
  const total = [...kinds.values()].reduce((sum, k) => sum + k.bytes, 0);
  rows.push({ name: 'search.bundle', value: total, unit: 'B' });
  for (const [kind, sum] of kinds) rows.push({ name: `search.bundle.${kind}`, value: sum.bytes, unit: 'B' });
  const indexed = await indexSiteFolder(client);
  await closeSearchIndexer();
  rows.push(
    { name: 'search.reindex', value: Math.round(indexed.ms), unit: 'ms' },
    { name: 'search.reindex.files', value: indexed.files, unit: 'HTML files' },
  );

  const handle = await openDb();
  const port = await freePort();
  const server = await startNodeServer({
    db: handle.db,
    distDir: options.distDir,
    mediaDir: 'data/media',
    port,
    hostname: '127.0.0.1',
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const fetched = { bytes: 0 };
    page.on('requestfinished', (request) => {
      if (!request.url().includes(`/${SEARCH_INDEX_DIR}/`)) return;
      void request.sizes().then((sizes) => {
        fetched.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      });
    });
    await page.goto(`http://127.0.0.1:${port}/de/suche`);
    await page.waitForLoadState('networkidle');
    rows.push({ name: 'search.page.idle-fetch', value: fetched.bytes, unit: 'B' });
    for (const [index, query] of QUERIES.entries()) {
      const figures = await timedQuery(page, query, fetched);
      const key = `search.query${index + 1}`;
      rows.push(
        { name: `${key}.ms`, value: Math.round(figures.ms), unit: 'ms' },
        { name: `${key}.fetched`, value: figures.bytes, unit: 'B' },
        { name: `${key}.results`, value: figures.results, unit: 'results' },
      );
    }
  } finally {
    await browser.close();
    server.close();
    handle.client.close();
  }
  return rows;
}

if (import.meta.main) {
  benchSearch({ distDir: process.argv[2] ?? 'dist' })
    .then((rows) => console.log(formatTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
