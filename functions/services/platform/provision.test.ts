/**
 * The demo network as `npm start` makes it (ensureDemoNetwork over a real registry and real site
 * databases in a temp folder): the registry holds Optik Seeblick exactly as its site says it (its
 * Lucerne address, phone and legal name, its own two branches), so copying the registry back into
 * each site changes nothing; and the network marketplace lists every item once (the second site
 * has items of its own, not a copy of the demo's).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { media, settings } from '../../../db/schema.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { businessSettingsOf, syncBusinessFromNetwork } from './business-sync.ts';
import { ensureDemoNetwork, SECOND_DEMO_SITE } from './demo-network.ts';
import { createMarketplaceNetwork } from './marketplace-network.ts';
import { siteFolders } from './node-site.ts';
import {
  errorReason,
  fileDatabases,
  provisionSite,
  r2SiteObjects,
  removeSiteData,
  type DatabaseProvisioner,
  type HostnameRegistrar,
} from './provision.ts';
import { createSiteRegistry, type SiteRecord, type SiteRegistry } from './registry.ts';
import { tursoDatabases } from './turso-databases.ts';

let dir: string;
let platform: PlatformDbHandle;
let registry: SiteRegistry;
let defaultSite: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-provision-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  registry = createSiteRegistry(platform.db);
  const defaultUrl = `file:${join(dir, 'lunette.db')}`;
  defaultSite = await openDb(defaultUrl);
  await migrateDb(defaultSite.db);
  await seedDemoSite(defaultSite.db);
  await ensureDemoNetwork({
    registry,
    defaultDb: defaultSite.db,
    defaultUrl,
    sitesDir: join(dir, 'sites'),
    log: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  defaultSite?.client.close();
  platform?.client.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function withSite<T>(site: SiteRecord, read: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDb(site.databaseUrl);
  try {
    return await read(handle);
  } finally {
    handle.client.close();
  }
}

describe('the demo network', () => {
  it('registers Optik Seeblick with its own Lucerne address, phone, legal name and branches', async () => {
    const site = await registry.site(SECOND_DEMO_SITE.id);
    expect(site?.businessId).toBe(`business-${SECOND_DEMO_SITE.id}`);
    const [business] = await registry.businesses([site!.businessId!]);
    expect(business).toMatchObject({
      name: 'Optik Seeblick',
      legalName: 'Optik Seeblick GmbH',
      canton: 'LU',
      email: 'info@optik-seeblick.ch',
      phone: '+41 41 410 22 33',
      website: 'https://www.optik-seeblick.ch',
    });
    expect(
      business!.branches.map((b) => `${b.name}: ${b.street} ${b.streetNumber}, ${b.zip} ${b.city}`),
    ).toEqual([
      'Optik Seeblick Altstadt: Weggisgasse 12, 6004 Luzern',
      'Optik Seeblick Neustadt: Hirschmattstrasse 30, 6003 Luzern',
    ]);
    expect(businessSettingsOf(business!)).toMatchObject({
      street: 'Weggisgasse',
      streetNumber: '12',
      zip: '6004',
    });
  });

  it('keeps each site and the registry in agreement: copying the registry into a site changes nothing', async () => {
    for (const site of await registry.listSites()) {
      await withSite(site, async (handle) => {
        expect(await syncBusinessFromNetwork(registry, handle.db, site.businessId!), site.id).toBe(false);
        const [row] = await handle.db.select().from(settings).where(eq(settings.id, 'site'));
        const [business] = await registry.businesses([site.businessId!]);
        expect(readSettings(row?.published).business, site.id).toMatchObject(businessSettingsOf(business!));
      });
    }
  });

  it('lists every marketplace item of the network once', async () => {
    const network = createMarketplaceNetwork({
      listSites: () => registry.listSites(),
      openSiteDb: async (site) => {
        const handle = await openDb(site.databaseUrl);
        return { db: handle.db, close: () => handle.client.close() };
      },
    });
    const items = await network.publishedItems();
    const titles = items.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(items.map((item) => item.siteId))).toEqual(
      new Set((await registry.listSites()).map((site) => site.id)),
    );
  });
});

describe('provisionSite and removeSiteData', () => {
  const sitesDir = () => join(dir, 'sites');
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  it('makes a blank site without the demo media library (no rows, no files)', async () => {
    const site = await provisionSite(
      { registry, sitesDir: sitesDir() },
      { id: 'leer', hosts: ['leer.localhost'], template: 'blank', business: { name: 'Optik Leer' } },
    );
    const rows = await withSite(site, (handle) => handle.db.select().from(media));
    expect(rows).toEqual([]);
    expect(await exists(siteFolders(sitesDir(), 'leer').media)).toBe(false);
  }, 60_000);

  it('undoes a create whose custom hostname is refused: hostnames, business rows, database, folder', async () => {
    const calls: string[] = [];
    const hostnames: HostnameRegistrar = {
      handles: (host) => !host.endsWith('.localhost'),
      async add(host) {
        calls.push(`add ${host}`);
        if (host === 'www.optik-zwei.ch')
          throw new Error(
            'Cloudflare add custom hostname www.optik-zwei.ch: 409 Duplicate custom hostname found. (1406)',
          );
      },
      async remove(host) {
        calls.push(`remove ${host}`);
      },
    };
    await expect(
      provisionSite(
        { registry, sitesDir: sitesDir(), hostnames },
        {
          id: 'zwei',
          hosts: ['zwei.localhost', 'optik-zwei.ch', 'www.optik-zwei.ch'],
          template: 'blank',
          business: { name: 'Optik Zwei' },
        },
      ),
    ).rejects.toThrow('Duplicate custom hostname found.');
    expect(calls).toEqual(['add optik-zwei.ch', 'add www.optik-zwei.ch', 'remove optik-zwei.ch']);
    expect(await registry.site('zwei')).toBeNull();
    expect(await registry.businesses(['business-zwei'])).toEqual([]);
    expect(await exists(join(sitesDir(), 'zwei.db'))).toBe(false);
    expect(await exists(siteFolders(sitesDir(), 'zwei').root)).toBe(false);
  }, 60_000);

  it('explains a database that cannot be reached with its cause, and leaves nothing', async () => {
    const server = createServer((_req, res) => res.writeHead(500).end('database is locked by the fake'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const removed: string[] = [];
    const databases: DatabaseProvisioner = {
      create: async () => ({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
      remove: async (id) => void removed.push(id),
    };
    try {
      const error = await provisionSite(
        { registry, sitesDir: sitesDir(), databases },
        { id: 'drei', hosts: ['drei.localhost'], template: 'blank', business: { name: 'Optik Drei' } },
      ).catch((e: unknown) => e);
      const reason = errorReason(error);
      expect(reason).not.toBe('Failed query');
      expect(reason).toBe('SERVER_ERROR: Server returned HTTP status 500: database is locked by the fake');
      expect(removed).toEqual(['drei']);
      expect(await registry.site('drei')).toBeNull();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 60_000);

  it('errorReason follows the cause chain and cuts the SQL', () => {
    const error = new Error('Failed query: insert into "media" values (?)\nparams: x', {
      cause: new Error('SERVER_ERROR: Server returned HTTP status 401', { cause: 'token expired' }),
    });
    expect(errorReason(error)).toBe(
      'Failed query: SERVER_ERROR: Server returned HTTP status 401: token expired',
    );
  });

  it('removes the database, the pages and media folders, the bucket objects and the hostnames', async () => {
    const site = await provisionSite(
      { registry, sitesDir: sitesDir() },
      {
        id: 'weg',
        hosts: ['weg.localhost', 'optik-weg.ch'],
        template: 'demo',
        business: { name: 'Optik Weg' },
      },
    );
    const folders = siteFolders(sitesDir(), 'weg');
    await mkdir(join(folders.pages, 'client', 'de'), { recursive: true });
    await writeFile(join(folders.pages, 'client', 'de', 'index.html'), '<h1>Weg</h1>');
    expect(await exists(folders.media)).toBe(true);
    const objects = new Set([
      'uploads/weg/library/a.png',
      'uploads/weg/library/b.png',
      'uploads/other/library/c.png',
      'demo/default/x.jpg',
    ]);
    // An R2 binding's shape, one key a page, as its cursor pages.
    const bucket = r2SiteObjects({
      async list({ cursor }) {
        const keys = [...objects].sort();
        const from = Number(cursor ?? 0);
        const truncated = from + 1 < keys.length;
        return {
          objects: keys.slice(from, from + 1).map((key) => ({ key })),
          truncated,
          cursor: String(from + 1),
        };
      },
      delete: async (key) => void objects.delete(key),
    });
    const hostCalls: string[] = [];
    await registry.removeSite('weg');
    const report = await removeSiteData(
      {
        sitesDir: sitesDir(),
        databases: fileDatabases(sitesDir()),
        buckets: [bucket],
        hostnames: {
          handles: (host) => !host.endsWith('.localhost'),
          add: async () => undefined,
          remove: async (host) => void hostCalls.push(host),
        },
      },
      site,
    );
    expect(report.left).toEqual([]);
    expect(await exists(join(sitesDir(), 'weg.db'))).toBe(false);
    expect(await exists(folders.root)).toBe(false);
    expect([...objects].sort()).toEqual(['demo/default/x.jpg', 'uploads/other/library/c.png']);
    expect(hostCalls).toEqual(['optik-weg.ch']);
  }, 60_000);

  it('removes a Turso database through the Platform API (a fake on 127.0.0.1)', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"database":"lunette-turso-site"}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const databases = tursoDatabases({
        org: 'optik',
        token: 'turso-token',
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        log: () => undefined,
      });
      const report = await removeSiteData(
        { sitesDir: sitesDir(), databases },
        { id: 'turso-site', databaseUrl: 'libsql://lunette-turso-site-optik.turso.io', hosts: [] },
      );
      expect(report.left).toEqual([]);
      expect(seen).toEqual([
        'DELETE /v1/organizations/optik/databases/lunette-turso-site Bearer turso-token',
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
