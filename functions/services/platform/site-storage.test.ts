/**
 * The network overview on Node over a real registry in a temp folder: each site's storage is its
 * database file with its WAL files plus its folder under the sites folder, nothing else.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { outbox, submissions } from '../../../db/schema.ts';
import { createSiteRegistry } from './registry.ts';
import { databaseBytes, folderBytes, nodeNetworkOverview } from './site-storage.ts';

let dir: string;
let platform: PlatformDbHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-storage-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
});
afterAll(async () => {
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('site storage', () => {
  it('adds the database files and the site folder, for every registered site', async () => {
    const sitesDir = join(dir, 'sites');
    await mkdir(join(sitesDir, 'alpenblick', 'media', 'uploads'), { recursive: true });
    await writeFile(join(sitesDir, 'alpenblick.db'), Buffer.alloc(4096));
    await writeFile(join(sitesDir, 'alpenblick.db-wal'), Buffer.alloc(100));
    await writeFile(join(sitesDir, 'alpenblick', 'media', 'uploads', 'a.webp'), Buffer.alloc(1000));
    await writeFile(join(sitesDir, 'alpenblick', 'pages.html'), Buffer.alloc(24));
    // Another site's files never count.
    await mkdir(join(sitesDir, 'alpenblick-two'), { recursive: true });
    await writeFile(join(sitesDir, 'alpenblick-two', 'x'), Buffer.alloc(5000));

    const registry = createSiteRegistry(platform.db);
    await registry.createSite({
      id: 'alpenblick',
      name: 'Optik Alpenblick',
      hosts: ['alpenblick.localhost', 'www.alpenblick.ch'],
      locales: ['de', 'en'],
      databaseUrl: `file:${join(sitesDir, 'alpenblick.db')}`,
    });
    await registry.createSite({
      id: 'remote',
      name: 'Optik Remote',
      hosts: ['remote.localhost'],
      locales: ['de'],
      databaseUrl: 'libsql://lunette-remote-optik.turso.io',
    });
    await registry.setStatus('remote', 'disabled');

    const sites = await nodeNetworkOverview(registry, sitesDir).listSites();
    expect(sites).toMatchObject([
      {
        id: 'alpenblick',
        name: 'Optik Alpenblick',
        status: 'active',
        isDefault: false,
        hosts: ['alpenblick.localhost', 'www.alpenblick.ch'],
        primaryHost: 'alpenblick.localhost',
        lastPublishAt: null,
        storageBytes: 4096 + 100 + 1000 + 24,
      },
      { id: 'remote', status: 'disabled', storageBytes: 0 },
    ]);
  });

  it("reads a site database's schema version and its mail waiting, and keeps the figures for the page", async () => {
    const sitesDir = join(dir, 'sites-figures');
    await mkdir(sitesDir, { recursive: true });
    const url = `file:${join(sitesDir, 'seeblick.db')}`;
    const site = await openDb(url);
    await migrateDb(site.db);
    await site.db.insert(submissions).values({ id: 's1', kind: 'contact', payload: {}, locale: 'de' });
    const mail = {
      submissionId: 's1',
      purpose: 'notification' as const,
      recipient: 'a@example.ch',
      subject: 'S',
      body: 'B',
    };
    await site.db.insert(outbox).values([
      { id: 'm1', ...mail },
      { id: 'm2', ...mail, status: 'failed' },
      { id: 'm3', ...mail, status: 'delivered' },
    ]);
    site.client.close();
    const registry = createSiteRegistry(platform.db);
    await registry.createSite({
      id: 'seeblick',
      name: 'Optik Seeblick',
      hosts: ['seeblick.localhost'],
      locales: ['de'],
      databaseUrl: url,
    });
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };

    // The CLI measures at once.
    const measured = (await nodeNetworkOverview(registry, sitesDir).listSites()).find(
      (s) => s.id === 'seeblick',
    );
    expect(measured).toMatchObject({ schemaVersion: journal.entries.length, mailWaiting: 1, mailFailed: 1 });
    expect(measured?.storageBytes).toBeGreaterThan(0);

    // The server's page answers from what it knows and measures in the background, at most every maxAgeMs.
    let clock = 0;
    const overview = nodeNetworkOverview(registry, sitesDir, {
      refreshInBackground: true,
      maxAgeMs: 1000,
      now: () => clock,
    });
    // The first view waits for the first measurement.
    expect((await overview.listSites()).find((s) => s.id === 'seeblick')).toMatchObject({ mailWaiting: 1 });
    const again = await openDb(url);
    await again.db.update(outbox).set({ status: 'delivered' });
    again.client.close();
    expect((await overview.listSites()).find((s) => s.id === 'seeblick')).toMatchObject({ mailWaiting: 1 });
    await overview.refreshed();
    expect((await overview.listSites()).find((s) => s.id === 'seeblick')).toMatchObject({ mailWaiting: 1 });
    clock = 5000;
    await overview.listSites();
    await overview.refreshed();
    expect((await overview.listSites()).find((s) => s.id === 'seeblick')).toMatchObject({
      mailWaiting: 0,
      mailFailed: 0,
    });
  });

  it('counts missing files and folders as nothing', async () => {
    expect(await folderBytes(join(dir, 'nowhere'))).toBe(0);
    expect(await databaseBytes(`file:${join(dir, 'nowhere.db')}`)).toBe(0);
    expect(await databaseBytes('libsql://x.turso.io')).toBe(0);
  });
});
