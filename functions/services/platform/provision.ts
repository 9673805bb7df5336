/**
 * Makes a new site of the network: its database (a file under the sites folder, or a Turso
 * database through the provisioner), migrated and seeded from a template, its demo photos in its
 * own media folder, its business in the network registry, and last its registry entry, so a host
 * never points at a site without content. A failure before the entry leaves nothing registered
 * (a database file made here is removed again).
 */
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import { openDb } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { networkBranches, networkBusinesses } from '../../../db/platform/schema.ts';
import { branches, businesses, settings } from '../../../db/schema.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { templateContent, type SiteTemplate, type TemplateBusiness } from '../../../db/seed/templates.ts';
import type { Locale } from '../../../src/lib/content.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { hostError, isSiteId } from '../../../src/lib/platform/sites.ts';
import { localMediaStore } from '../media/local-store.ts';
import { sharedBranchFields } from './branch-fields.ts';
import { syncBusinessFromNetwork } from './business-sync.ts';
import { siteFolders } from './node-site.ts';
import { SiteRegistryError, type SiteRecord, type SiteRegistry } from './registry.ts';

/** Where a new site's database comes from: a local file by default, Turso in production. */
export interface DatabaseProvisioner {
  /** Creates the database and answers its libSQL URL. */
  create(siteId: string): Promise<{ url: string }>;
  /** Deletes it again (a failed create, or `site remove`). */
  remove(siteId: string, url: string): Promise<void>;
}

/** Local files: `<sitesDir>/<id>.db` (with its WAL files). */
export function fileDatabases(sitesDir: string): DatabaseProvisioner {
  return {
    create: async (siteId) => ({ url: `file:${join(sitesDir, `${siteId}.db`)}` }),
    async remove(_siteId, url) {
      if (!url.startsWith('file:')) return;
      const path = url.slice('file:'.length);
      for (const suffix of ['', '-wal', '-shm']) await rm(`${path}${suffix}`, { force: true });
    },
  };
}

export interface NewSiteRequest {
  id: string;
  hosts: string[];
  template: SiteTemplate;
  business: TemplateBusiness;
  locales?: Locale[];
  /** The business's canton (two letters) in the directory; default ZH. */
  canton?: string;
}

/** Creates, seeds and registers a site; answers its registry entry. */
export async function provisionSite(
  {
    registry,
    sitesDir,
    databases = fileDatabases(sitesDir),
  }: { registry: SiteRegistry; sitesDir: string; databases?: DatabaseProvisioner },
  request: NewSiteRequest,
): Promise<SiteRecord> {
  if (!isSiteId(request.id)) throw new SiteRegistryError('invalid_id', `not a valid site id: ${request.id}`);
  if (await registry.site(request.id))
    throw new SiteRegistryError('id_taken', `a site with the id ${request.id} exists already`);
  for (const host of request.hosts) {
    if (hostError(host))
      throw new SiteRegistryError('invalid_host', `not a hostname (lower case, no port): ${host}`);
    if (await registry.siteForHost(host))
      throw new SiteRegistryError('host_taken', `${host} belongs to another site`);
  }
  const { url } = await databases.create(request.id);
  try {
    const handle = await openDb(url);
    let businessId: string | null = null;
    try {
      await migrateDb(handle.db);
      // Its business and branches get ids of their own in the network (they carry the site's id).
      const content = templateContent(request.template, request.business, { siteId: request.id });
      businessId = content.businesses[0]?.id ?? null;
      await seedDemoSite(handle.db, {
        content,
        mediaStore: localMediaStore(siteFolders(sitesDir, request.id).media),
      });
      await registerBusiness(registry, handle.db, {
        name: request.business.name,
        canton: request.canton ?? 'ZH',
      });
    } finally {
      handle.client.close();
    }
    return await registry.createSite({
      id: request.id,
      name: request.business.name,
      hosts: request.hosts,
      locales: request.locales ?? ['de', 'en'],
      databaseUrl: url,
      businessId,
    });
  } catch (error) {
    await databases.remove(request.id, url).catch(() => undefined);
    await rm(siteFolders(sitesDir, request.id).root, { recursive: true, force: true });
    throw error;
  }
}

type SiteDb = Awaited<ReturnType<typeof openDb>>['db'];

/**
 * Copies a site's own business (and its branches) into the network registry, once: the network
 * lookup and the directory read them from there, and the site copies them back when it opens
 * (business-sync.ts), so the registry takes exactly what the site says: its legal name, e-mail
 * and phone from the site's settings, its website and addresses from its branches. Answers the
 * business id, or null.
 */
export async function registerBusiness(
  registry: SiteRegistry,
  db: SiteDb,
  { name, canton }: { name?: string; canton: string },
): Promise<string | null> {
  const [own] = await db.select().from(businesses).where(eq(businesses.isOwnBusiness, true)).limit(1);
  if (!own) return null;
  const ownBranches = await db.select().from(branches).where(eq(branches.businessId, own.id));
  const [row] = await db
    .select({ published: settings.published })
    .from(settings)
    .where(eq(settings.id, 'site'));
  const business = readSettings(row?.published).business;
  // The main branch as the lookup picks it (businessSettingsOf): the first active one by name.
  const main = ownBranches.filter((b) => b.active).sort((a, b) => a.name.localeCompare(b.name, 'de-CH'))[0];
  const settingsCity = main?.city ?? '';
  await registry.db.transaction(async (tx) => {
    await tx
      .insert(networkBusinesses)
      .values({
        id: own.id,
        name: name ?? own.name,
        legalName: business.legalName || null,
        canton,
        healthOptics: own.healthOptics,
        healthOpticsActive: own.healthOptics,
        frequentLens: own.frequentLens,
        email: business.email || main?.email || null,
        phone: business.phone || main?.phone || null,
        website: main?.url ?? null,
      })
      .onConflictDoNothing();
    for (const branch of ownBranches) {
      await tx
        .insert(networkBranches)
        .values({
          id: branch.id,
          businessId: own.id,
          ...sharedBranchFields(branch),
          city: branch.city || settingsCity,
        })
        .onConflictDoNothing();
    }
  });
  // What the registry adds (the canton) goes back into the site: both agree from the start.
  await syncBusinessFromNetwork(registry, db, own.id);
  return own.id;
}
