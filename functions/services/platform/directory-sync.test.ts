import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { branches, businesses } from '../../../db/schema.ts';
import { networkDirectoryRows } from '../../../db/seed/content/network-directory.ts';
import { loadDirectory } from '../../../db/snapshot-directory.ts';
import { syncDirectoryFromNetwork } from './directory-sync.ts';
import { networkBusiness, type NetworkBusiness } from './test-businesses.ts';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-directory-'));
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrateDb(handle.db);
  await handle.db
    .insert(businesses)
    .values({ id: 'own', name: 'Optik Eigen', isOwnBusiness: true, healthOptics: true });
  await handle.db.insert(branches).values({
    id: 'own-1',
    businessId: 'own',
    name: 'Optik Eigen Zürich',
    street: 'Rennweg',
    streetNumber: '3',
    zip: '8001',
    city: 'Zürich',
  });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('syncDirectoryFromNetwork', () => {
  it('copies other businesses with branches, keeps the own row, and reports no change the second time', async () => {
    let list = [
      networkBusiness('own', 'Optik Eigen (Netz)', ['own-1']),
      networkBusiness('aare', 'Aarebrille', ['aare-1', 'aare-2'], {
        healthOptics: true,
        healthOpticsActive: false,
        logoUrl: 'https://cdn.example.ch/aare.png',
      }),
      networkBusiness('zyt', 'Optik Zytglogge', ['zyt-1'], { frequentLens: true, canton: 'TI' }),
    ];
    const network = { businesses: async () => list };
    expect(await syncDirectoryFromNetwork(network, handle.db, 'own')).toBe(true);
    expect(await syncDirectoryFromNetwork(network, handle.db, 'own')).toBe(false);

    const [own] = await handle.db.select().from(businesses).where(eq(businesses.id, 'own'));
    expect(own).toMatchObject({ name: 'Optik Eigen', isOwnBusiness: true });
    const [ownBranch] = await handle.db.select().from(branches).where(eq(branches.id, 'own-1'));
    expect(ownBranch?.city).toBe('Zürich');

    const directory = await loadDirectory(handle.db);
    expect(directory.map((b) => b.name)).toEqual(['Aarebrille', 'Optik Eigen', 'Optik Zytglogge']);
    const aare = directory[0];
    expect(aare?.branches.map((b) => b.id)).toEqual(['aare-1', 'aare-2']);
    expect(aare?.programmes).toEqual({ healthOptics: { active: false }, frequentLens: false });
    expect(aare?.logo).toEqual({ media: null, url: 'https://cdn.example.ch/aare.png', name: 'Aarebrille' });
    expect(directory[2]).toMatchObject({
      canton: 'TI',
      programmes: { healthOptics: null, frequentLens: true },
    });

    // A business leaves, another loses a branch and changes its name.
    list = [list[0]!, networkBusiness('aare', 'Aare Brille', ['aare-1'])];
    expect(await syncDirectoryFromNetwork(network, handle.db, 'own')).toBe(true);
    const after = await loadDirectory(handle.db);
    expect(after.map((b) => [b.name, b.branches.map((br) => br.id)])).toEqual([
      ['Aare Brille', ['aare-1']],
      ['Optik Eigen', ['own-1']],
    ]);
  });

  it('syncs the whole demo directory (40+ businesses, branches in several cantons)', async () => {
    const rows = networkDirectoryRows();
    expect(rows.businesses.length).toBeGreaterThanOrEqual(40);
    for (const canton of ['ZH', 'BE', 'LU', 'BS', 'SG', 'GR', 'TI', 'VD', 'GE']) {
      expect(rows.businesses.some((b) => b.canton === canton)).toBe(true);
    }
    const list = rows.businesses.map((b) => ({
      ...networkBusiness(b.id, b.name, []),
      ...b,
      branches: rows.branches
        .filter((br) => br.businessId === b.id)
        .map((br) => ({ ...networkBusiness(b.id, b.name, [br.id]).branches[0]!, ...br })),
    })) as NetworkBusiness[];
    expect(await syncDirectoryFromNetwork({ businesses: async () => list }, handle.db, 'own')).toBe(true);
    const directory = await loadDirectory(handle.db);
    expect(directory).toHaveLength(rows.businesses.length + 1);
    expect(directory.some((b) => b.branches.length === 3)).toBe(true);
    expect(directory.some((b) => b.programmes.healthOptics?.active === false)).toBe(true);
  });
});
