/**
 * The Workers' upkeep of a site: every 15th minute of the Cron Trigger; the feeds refresher asked
 * for each tag; a directory that changed in the registry is copied in and the site's pages
 * re-render (a version bump at the edge), an unchanged one changes nothing; a failing part logs
 * and leaves the others running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import type { FeedsRefresher } from '../feeds/refresher.ts';
import { networkBusiness } from '../platform/test-businesses.ts';
import type { PublishedChange } from '../rebuild.ts';
import { isUpkeepRun, scheduledTimeOf, siteUpkeep, UPKEEP_EVERY_MINUTES } from './site-upkeep.ts';

const business = (id: string, city: string) => {
  const found = networkBusiness(id, `Optik ${id}`, [`${id}-1`]);
  return { ...found, branches: found.branches.map((branch) => ({ ...branch, city })) };
};

let dir: string;
let handle: DbHandle;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-upkeep-'));
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrateDb(handle.db);
});
afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

function stubs() {
  const refreshed: string[] = [];
  const changes: PublishedChange[] = [];
  const feeds: FeedsRefresher = {
    refresh: async (tag) => {
      refreshed.push(tag);
      return { changed: false, failed: 0 };
    },
    start: () => undefined,
    stop: async () => undefined,
  };
  const rebuild = { afterPublish: async (change: PublishedChange) => void changes.push(change) };
  return { refreshed, changes, feeds, rebuild };
}

describe('site upkeep on Workers', () => {
  it('runs every 15th minute of the Cron Trigger', () => {
    const minute = 60_000;
    expect(isUpkeepRun(0)).toBe(true);
    expect(isUpkeepRun(minute)).toBe(false);
    expect(isUpkeepRun(UPKEEP_EVERY_MINUTES * minute + 30_000)).toBe(true);
    expect(scheduledTimeOf({ scheduledTime: 42 })).toBe(42);
  });

  it('copies a changed directory in and re-renders the site, once', async () => {
    const { refreshed, changes, feeds, rebuild } = stubs();
    let directory = [business('bern', 'Bern')];
    const lookup = { businesses: async () => directory };
    const options = {
      siteId: 'optik-a',
      db: handle.db,
      feeds,
      rebuild,
      network: { lookup, businessId: null },
    };
    expect(await siteUpkeep(options)).toEqual({ feeds: false, network: true });
    expect(refreshed).toEqual(['reviews', 'instagramFeed']);
    expect(changes).toEqual([{ pageIds: [], wholeSite: true, removedPaths: [] }]);
    expect(await siteUpkeep(options)).toEqual({ feeds: false, network: false });
    expect(changes).toHaveLength(1);
    directory = [business('bern', 'Bern'), business('thun', 'Thun')];
    expect((await siteUpkeep(options)).network).toBe(true);
    expect(changes).toHaveLength(2);
  });

  it('logs a failing part and still does the others', async () => {
    const { changes, rebuild } = stubs();
    const logs: string[] = [];
    const feeds: FeedsRefresher = {
      refresh: async () => {
        throw new Error('feed service down');
      },
      start: () => undefined,
      stop: async () => undefined,
    };
    const lookup = {
      businesses: async () => {
        throw new Error('registry unreachable');
      },
    };
    const result = await siteUpkeep({
      siteId: 'optik-a',
      db: handle.db,
      feeds,
      rebuild,
      network: { lookup, businessId: 'bern' },
      log: (message) => logs.push(message),
    });
    expect(result).toEqual({ feeds: false, network: false });
    expect(changes).toEqual([]);
    expect(logs.some((line) => line.includes('feed service down'))).toBe(true);
    expect(logs.some((line) => line.includes('registry unreachable'))).toBe(true);
  });
});
