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

/**
 * Custom hostnames at the CDN (Cloudflare for SaaS, ./cloudflare-hostnames.ts): a customer's own
 * domain must be registered there before it is served with a certificate.
 */
export interface HostnameRegistrar {
  /** Whether this host needs registering (platform and `.localhost` names do not). */
  handles(host: string): boolean;
  add(host: string): Promise<void>;
  /** Removes it again; an unknown host is not an error. */
  remove(host: string): Promise<void>;
}

/**
 * Objects of every site in one bucket (R2 media on Workers), listed page by page. A site's
 * objects are the keys whose second segment is its id (`isSiteMediaKey`).
 */
export interface SiteObjectBucket {
  list(cursor?: string): Promise<{ keys: string[]; cursor?: string | undefined }>;
  delete(key: string): Promise<void>;
}

/** The part of an R2 bucket binding that listing and deleting use (workers-types' shape). */
export interface R2ListingBucket {
  list(options: { cursor?: string }): Promise<{
    objects: { key: string }[];
    truncated: boolean;
    cursor?: string;
  }>;
  delete(key: string): Promise<void>;
}

/**
 * A bucket binding (the Worker's MEDIA) as a SiteObjectBucket for `removeSiteData`.
 *
 * @example
 * await removeSiteData({ sitesDir, databases, buckets: [r2SiteObjects(env.MEDIA)] }, site);
 */
export function r2SiteObjects(bucket: R2ListingBucket): SiteObjectBucket {
  return {
    async list(cursor) {
      const page = await bucket.list(cursor ? { cursor } : {});
      return { keys: page.objects.map((o) => o.key), cursor: page.truncated ? page.cursor : undefined };
    },
    delete: (key) => bucket.delete(key),
  };
}

/** Whether a bucket key belongs to a site (its tenant segment, the second one, is the site id). */
export const isKeyOfSite = (siteId: string, key: string): boolean => key.split('/')[1] === siteId;

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
    hostnames,
  }: {
    registry: SiteRegistry;
    sitesDir: string;
    databases?: DatabaseProvisioner;
    hostnames?: HostnameRegistrar | undefined;
  },
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
  let businessId: string | null = null;
  const addedHosts: string[] = [];
  try {
    const handle = await openDb(url);
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
    for (const host of request.hosts.filter((h) => hostnames?.handles(h))) {
      await hostnames!.add(host);
      addedHosts.push(host);
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
    // Undo in reverse: the CDN's hostnames, the registry's business rows, the database, folders.
    for (const host of addedHosts) await hostnames!.remove(host).catch(() => undefined);
    if (businessId) await unregisterBusiness(registry, businessId).catch(() => undefined);
    await databases.remove(request.id, url).catch(() => undefined);
    await rm(siteFolders(sitesDir, request.id).root, { recursive: true, force: true });
    throw error;
  }
}

/** Deletes a business and its branches from the network registry (a failed create). */
export async function unregisterBusiness(registry: SiteRegistry, businessId: string): Promise<void> {
  await registry.db.transaction(async (tx) => {
    await tx.delete(networkBranches).where(eq(networkBranches.businessId, businessId));
    await tx.delete(networkBusinesses).where(eq(networkBusinesses.id, businessId));
  });
}

/** What `removeSiteData` deleted, and what it could not (one line each). */
export interface RemovalReport {
  removed: string[];
  left: string[];
}

/**
 * Deletes everything a site owns outside the registry: its database, its folder (pages, media,
 * image cache), its objects in the given buckets (R2 media) and its custom hostnames. Each part
 * is tried even when an earlier one fails; the report says what is left. The registry entry is
 * the caller's (it is removed first, so no host serves a half-removed site).
 */
export async function removeSiteData(
  {
    sitesDir,
    databases,
    buckets = [],
    hostnames,
  }: {
    sitesDir: string;
    databases: DatabaseProvisioner;
    buckets?: readonly SiteObjectBucket[];
    hostnames?: HostnameRegistrar | undefined;
  },
  site: Pick<SiteRecord, 'id' | 'databaseUrl' | 'hosts'>,
): Promise<RemovalReport> {
  const report: RemovalReport = { removed: [], left: [] };
  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
      report.removed.push(what);
    } catch (error) {
      report.left.push(`${what}: ${errorReason(error)}`);
    }
  };
  await attempt(`database ${site.databaseUrl}`, () => databases.remove(site.id, site.databaseUrl));
  const folder = siteFolders(sitesDir, site.id).root;
  await attempt(`folder ${folder} (pages and media)`, () => rm(folder, { recursive: true, force: true }));
  for (const bucket of buckets) {
    await attempt(`bucket objects of ${site.id}`, async () => {
      // Listed whole first: deleting while paging could move keys past the cursor.
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list(cursor);
        keys.push(...page.keys.filter((key) => isKeyOfSite(site.id, key)));
        cursor = page.cursor;
      } while (cursor);
      for (const key of keys) await bucket.delete(key);
    });
  }
  for (const host of site.hosts.filter((h) => hostnames?.handles(h)))
    await attempt(`custom hostname ${host}`, () => hostnames!.remove(host));
  return report;
}

/**
 * An error's message with its causes (libSQL's and fetch's errors hide the reason in `cause`),
 * each on its first line, joined by ': '. Drizzle's "Failed query: <sql>" is cut to its head.
 *
 * @example
 * errorReason(new Error('Failed query: insert …', { cause: new Error('SQLITE_FULL') })); // 'Failed query: SQLITE_FULL'
 */
export function errorReason(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 6; depth++) {
    const text = current instanceof Error ? current.message : String(current);
    let line = (text.split('\n')[0] ?? '').trim();
    if (line.startsWith('Failed query:')) line = 'Failed query';
    if (line && !parts.some((part) => part.includes(line))) parts.push(line);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ') || 'failed';
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
