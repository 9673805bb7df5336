import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { searchSite } from '../search/site-search.ts';
import type { EdgePages } from './edge-pages.ts';
import { warmJob } from './jobs.ts';
import { runSiteJob } from './site-jobs.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb('file::memory:');
  await migrateDb(handle.db);
});
afterAll(() => handle.client.close());

const page = (lang: string, text: string) =>
  `<html lang="${lang}"><body><main data-search-body><h1>${text}</h1></main></body></html>`;

describe('runSiteJob', () => {
  it('warms the changed pages, then rebuilds the search index from every page', async () => {
    const warmed: string[][] = [];
    const pages = {
      warmChange: async (change: { pageIds: string[] }) => {
        warmed.push(change.pageIds);
        return change.pageIds.length;
      },
      allPages: async () => [
        { path: '/de/', html: page('de', 'Sonnenbrillen') },
        { path: '/en/', html: page('en', 'Sunglasses') },
      ],
    } as unknown as EdgePages;
    const logs: string[] = [];
    const job = warmJob('optik-a', 'https://optik-a.example', {
      pageIds: ['home'],
      wholeSite: false,
      removedPaths: [],
    });
    await runSiteJob(job, { pages, db: handle.db }, (message) => logs.push(message));
    expect(warmed).toEqual([['home']]);
    expect(logs).toEqual(['[jobs] warmed optik-a: 1 pages, search index {"de":1,"en":1}']);
    const found = await searchSite(handle.db, { locale: 'de', query: 'Sonnenbrille', offset: 0, limit: 20 });
    expect(found.results.map((r) => r.url)).toEqual(['/de/']);
  });

  it('fails (for the queue to retry) when a page cannot be had, leaving the index as it was', async () => {
    const pages = {
      warmChange: async () => 0,
      allPages: async () => {
        throw new Error('/de/ answered 503');
      },
    } as unknown as EdgePages;
    const job = warmJob('optik-a', 'https://optik-a.example', {
      pageIds: [],
      wholeSite: true,
      removedPaths: [],
    });
    await expect(runSiteJob(job, { pages, db: handle.db }, () => undefined)).rejects.toThrow('503');
    const found = await searchSite(handle.db, { locale: 'en', query: 'Sunglasses', offset: 0, limit: 20 });
    expect(found.total).toBe(1);
  });
});
