/**
 * The network marketplace over two real site databases: every active site's published items,
 * newest first, cached for 60 s; a site that fails logs one line and keeps its last copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketplaceItems } from '../../../db/schema.ts';
import { freshDb, type TestDb } from '../../routes/editor/test-support.ts';
import { createMarketplaceNetwork } from './marketplace-network.ts';
import type { SiteRecord } from './registry.ts';

let a: TestDb;
let b: TestDb;
beforeAll(async () => {
  [a, b] = await Promise.all([freshDb(), freshDb()]);
});
afterAll(async () => Promise.all([a.close(), b.close()]));

const site = (id: string, status: SiteRecord['status'] = 'active'): SiteRecord => ({
  id,
  name: id,
  locales: ['de', 'en'],
  status,
  databaseUrl: `memory:${id}`,
  businessId: null,
  isDefault: false,
  hosts: [],
  primaryHost: null,
  createdAt: '2026-01-01T00:00:00Z',
  lastPublishAt: null,
});

describe('createMarketplaceNetwork', () => {
  it('reads every active site, caches for 60 s, and keeps a failing site’s last copy', async () => {
    let clock = 0;
    let opened = 0;
    let failB = false;
    const logs: string[] = [];
    const network = createMarketplaceNetwork({
      listSites: async () => [site('a'), site('b'), site('off', 'disabled')],
      openSiteDb: async (s) => {
        opened += 1;
        if (s.id === 'off') throw new Error('a disabled site is never opened');
        if (s.id === 'b' && failB) throw new Error('database unreachable');
        return { db: s.id === 'a' ? a.db : b.db, close: () => {} };
      },
      now: () => clock,
      log: (m) => logs.push(m),
    });
    const first = await network.publishedItems();
    expect(opened).toBe(2);
    expect(new Set(first.map((i) => i.siteId))).toEqual(new Set(['a', 'b']));
    expect(first.every((i) => i.status === 'published')).toBe(true);
    const times = first.map((i) => (i.created ? Date.parse(i.created) : -Infinity));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // Within 60 s: the cached list, no database opened.
    await b.db
      .update(marketplaceItems)
      .set({ status: 'archived' })
      .where(eq(marketplaceItems.id, 'item-fassung-panto'));
    clock = 59_999;
    expect(await network.publishedItems()).toBe(first);
    expect(opened).toBe(2);

    // After 60 s: read again; b fails and keeps its last copy, with one log line.
    clock = 60_000;
    failB = true;
    const second = await network.publishedItems();
    expect(second.filter((i) => i.siteId === 'b')).toHaveLength(first.filter((i) => i.siteId === 'b').length);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^b: items not read \(database unreachable\); last copy kept$/);

    // b is back: its archived item is gone.
    clock = 120_000;
    failB = false;
    const third = await network.publishedItems();
    expect(third.some((i) => i.siteId === 'b' && i.id === 'item-fassung-panto')).toBe(false);
    expect(third.some((i) => i.siteId === 'a' && i.id === 'item-fassung-panto')).toBe(true);
  });
});
