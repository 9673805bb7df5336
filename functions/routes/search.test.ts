/**
 * GET /api/v1/search through the real app over a migrated in-memory database: results of the
 * asked locale only, paging, and bad input refused with the API's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { SEARCH_PAGE_SIZE } from '../../src/lib/api/search.ts';
import { createApp } from '../app.ts';
import { replaceSearchIndex } from '../services/search/site-search.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;

const page = (lang: string, title: string) =>
  `<html lang="${lang}"><body><main data-search-body><h1>${title}</h1><p>Brillen und mehr</p></main></body></html>`;

beforeAll(async () => {
  handle = await openDb('file::memory:');
  await migrateDb(handle.db);
  const pages = Array.from({ length: 25 }, (_, i) => ({
    path: `/de/seite-${i}`,
    html: page('de', `Seite ${i}`),
  }));
  await replaceSearchIndex(handle.db, [...pages, { path: '/en/glasses', html: page('en', 'Glasses') }]);
  app = createApp({ db: handle.db });
});
afterAll(() => handle.client.close());

const search = (query: string) => app.request(`/api/v1/search?${query}`);

describe('GET /api/v1/search', () => {
  it('answers the matching pages of the locale, 20 at a time, with the total', async () => {
    const first = await search('q=Brillen&locale=de');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = (await first.json()) as { data: { total: number; results: { url: string }[] } };
    expect(body.data.total).toBe(25);
    expect(body.data.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(body.data.results.every((r) => r.url.startsWith('/de/'))).toBe(true);
    const rest = (await (await search('q=Brillen&locale=de&offset=20')).json()) as typeof body;
    expect(rest.data.results).toHaveLength(5);
    const english = (await (await search('q=Brillen&locale=en')).json()) as typeof body;
    expect(english.data.results.map((r) => r.url)).toEqual(['/en/glasses']);
  });

  it('refuses a query under 3 characters, an unknown locale or a bad offset', async () => {
    for (const query of [
      'q=Br&locale=de',
      'q=Brillen&locale=fr',
      'q=Brillen',
      'q=Brillen&locale=de&offset=-1',
    ]) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
  });
});
