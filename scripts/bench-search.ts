/**
 * Site search figures (part of `npm run bench`, skip with --no-search; or run
 * `node scripts/bench-search.ts` after a build): the time to rebuild the site's index from the
 * built pages folder, the API's answer time over many queries (p50/p95, in process), and in
 * Chromium on the demo's German search page the bytes fetched and the time until results show
 * for a first query and a second one. Figures only; nothing here asserts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDb } from '../db/client.ts';
import { startNodeServer } from '../functions/node.ts';
import { indexPagesFolder } from '../functions/services/search/node-index.ts';
import { searchSite } from '../functions/services/search/site-search.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

/** Two queries a visitor might type, one after the other. */
const QUERIES = ['Kontaktlinsen', 'Sehtest'] as const;
/** Queries timed against the index directly (German and English words, parts of compounds, umlauts). */
const API_QUERIES = [
  'Brille',
  'Kontaktlinsen',
  'Sehtest',
  'Gläser',
  'Hörgeräte',
  'Termin',
  'glas',
  'Öffnungszeiten',
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
  const handle = await openDb();
  const indexed = await indexPagesFolder(handle.db, client);
  rows.push(
    { name: 'search.reindex', value: Math.round(indexed.ms), unit: 'ms' },
    { name: 'search.reindex.files', value: indexed.files, unit: 'HTML files' },
    { name: 'search.reindex.pages', value: indexed.pages.de + indexed.pages.en, unit: 'pages' },
  );
  const times: number[] = [];
  for (let round = 0; round < 25; round++)
    for (const query of API_QUERIES) {
      const started = performance.now();
      await searchSite(handle.db, { locale: round % 2 === 0 ? 'de' : 'en', query, offset: 0, limit: 20 });
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  rows.push(
    { name: 'search.query.p50', value: Number(percentile(times, 50).toFixed(2)), unit: 'ms' },
    { name: 'search.query.p95', value: Number(percentile(times, 95).toFixed(2)), unit: 'ms' },
  );

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
      if (!request.url().includes('/api/v1/search')) return;
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
