/**
 * The demo network as `npm start` makes it (ensureDemoNetwork over a real registry and real site
 * databases in a temp folder): the registry holds Optik Seeblick exactly as its site says it (its
 * Lucerne address, phone and legal name, its own two branches), so copying the registry back into
 * each site changes nothing; and the network marketplace lists every item once (the second site
 * has items of its own, not a copy of the demo's).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { settings } from '../../../db/schema.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { businessSettingsOf, syncBusinessFromNetwork } from './business-sync.ts';
import { ensureDemoNetwork, SECOND_DEMO_SITE } from './demo-network.ts';
import { createMarketplaceNetwork } from './marketplace-network.ts';
import { createSiteRegistry, type SiteRecord, type SiteRegistry } from './registry.ts';

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
