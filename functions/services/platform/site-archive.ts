/**
 * One portable archive of a site (`npm run site -- export|import`): a gzipped tar holding
 *
 *   manifest.json   format, the registry record (id, name, locales, hosts, business id, canton),
 *                   schema version (the last applied migration), created time, and per file its
 *                   size and sha-256
 *   database.sql    every table's schema and rows, read over the libSQL client (a file database
 *                   and a Turso database alike), one statement per entry of a JSON array
 *   media/<key>     every media file under its store key
 *
 * Rendered pages are not archived: they are rendered again. Import verifies every checksum (and
 * that no file is missing or extra) before it creates anything, then restores through the same
 * provisioner and stores as `site create`: the database, the media, the business in the network
 * registry, the custom hostnames, and the registry entry last; a failure undoes all of it.
 * Imported under a new id, the site's own business and branch ids (which carry the site id,
 * templateIds) are renamed for the new id everywhere they appear, so the registry stays unique.
 * The tar is written and read here (ustar, regular files only): no dependency.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Client, InValue } from '@libsql/client';
import { openDb } from '../../../db/client.ts';
import { templateIds } from '../../../db/seed/templates.ts';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import { hostError, isSiteId } from '../../../src/lib/platform/sites.ts';
import type { Locale } from '../../../src/lib/content.ts';
import { contentTypeOf } from '../media/content-types.ts';
import { localMediaStore } from '../media/local-store.ts';
import type { MediaStore } from '../media/store.ts';
import { siteFolders } from './node-site.ts';
import {
  fileDatabases,
  registerBusiness,
  unregisterBusiness,
  type DatabaseProvisioner,
  type HostnameRegistrar,
} from './provision.ts';
import { SiteRegistryError, type SiteRecord, type SiteRegistry } from './registry.ts';
import { TarError, readTar, writeTar } from './tar.ts';
import { dumpDatabase, quoteName, schemaOf, schemaVersionOf } from './site-dump.ts';

export const ARCHIVE_FORMAT = 'lunette-site-archive';
export const ARCHIVE_VERSION = 1;

export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface SiteArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  site: {
    id: string;
    name: string;
    locales: Locale[];
    hosts: string[];
    businessId: string | null;
    canton: string | null;
  };
  /** The tag of the last applied migration (db/migrations), e.g. "0010_version_history". */
  schemaVersion: string;
  createdAt: string;
  files: ArchivedFile[];
}

/** An archive that cannot be restored (corrupt, tampered, not ours); nothing was created. */
export class SiteArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteArchiveError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// ---------------------------------------------------------------------------------------------
// Export.

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export interface ExportOptions {
  registry: SiteRegistry;
  sitesDir: string;
  /** The site's media folder (default: its folder under sitesDir; the default site has its own). */
  mediaDir?: string;
  now?: () => Date;
}

/**
 * The archive (.tar.gz bytes) of a site, and its manifest.
 *
 * @example
 * const { archive } = await exportSiteArchive({ registry, sitesDir }, 'optik-seeblick');
 */
export async function exportSiteArchive(
  options: ExportOptions,
  siteId: string,
): Promise<{ archive: Uint8Array; manifest: SiteArchiveManifest }> {
  const site = await options.registry.site(siteId);
  if (!site) throw new SiteRegistryError('not_found', `no site ${siteId}`);
  const handle = await openDb(site.databaseUrl);
  let statements: string[];
  let schemaVersion: string;
  try {
    // One read transaction: every table as of the same moment.
    const tx = await handle.client.transaction('read');
    try {
      statements = await dumpDatabase(tx as unknown as Client);
      schemaVersion = await schemaVersionOf(tx as unknown as Client);
    } finally {
      tx.close();
    }
  } finally {
    handle.client.close();
  }
  const files: { path: string; body: Uint8Array }[] = [
    { path: 'database.sql', body: new TextEncoder().encode(JSON.stringify(statements)) },
  ];
  const mediaDir = options.mediaDir ?? siteFolders(options.sitesDir, site.id).media;
  for (const key of await filesUnder(mediaDir)) {
    if (!isMediaKey(key)) continue;
    files.push({ path: `media/${key}`, body: new Uint8Array(await readFile(join(mediaDir, key))) });
  }
  const [business] = site.businessId ? await options.registry.businesses([site.businessId]) : [];
  const manifest: SiteArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    site: {
      id: site.id,
      name: site.name,
      locales: site.locales,
      hosts: site.hosts,
      businessId: site.businessId,
      canton: (business as { canton?: string | null } | undefined)?.canton ?? null,
    },
    schemaVersion,
    createdAt: (options.now ?? (() => new Date()))().toISOString(),
    files: files.map((file) => ({ path: file.path, size: file.body.byteLength, sha256: sha256(file.body) })),
  };
  const manifestFile = {
    path: 'manifest.json',
    body: new TextEncoder().encode(JSON.stringify(manifest, null, 2)),
  };
  return { archive: gzipSync(writeTar([manifestFile, ...files])), manifest };
}

// ---------------------------------------------------------------------------------------------
// Import.

/**
 * Unpacks an archive and checks it whole: its manifest, every file's size and sha-256, no file
 * missing or extra. Throws SiteArchiveError with the first problem.
 */
export function readSiteArchive(archive: Uint8Array): {
  manifest: SiteArchiveManifest;
  files: Map<string, Uint8Array>;
} {
  let tar: Uint8Array;
  try {
    tar = gunzipSync(archive);
  } catch {
    throw new SiteArchiveError('not a site archive (not gzip data, or damaged)');
  }
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(tar);
  } catch (error) {
    throw error instanceof TarError ? new SiteArchiveError(error.message) : error;
  }
  const manifestEntry = entries.find((entry) => entry.path === 'manifest.json');
  if (!manifestEntry) throw new SiteArchiveError('not a site archive (no manifest.json)');
  let manifest: SiteArchiveManifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestEntry.body)) as SiteArchiveManifest;
  } catch {
    throw new SiteArchiveError('the archive is damaged (manifest.json is not JSON)');
  }
  if (
    manifest.format !== ARCHIVE_FORMAT ||
    manifest.version !== ARCHIVE_VERSION ||
    !Array.isArray(manifest.files)
  )
    throw new SiteArchiveError(`not a site archive of version ${ARCHIVE_VERSION}`);
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.path === 'manifest.json') continue;
    if (files.has(entry.path)) throw new SiteArchiveError(`the archive holds ${entry.path} twice`);
    files.set(entry.path, entry.body);
  }
  for (const listed of manifest.files) {
    const body = files.get(listed.path);
    if (!body) throw new SiteArchiveError(`the archive lacks ${listed.path}`);
    if (body.byteLength !== listed.size || sha256(body) !== listed.sha256)
      throw new SiteArchiveError(
        `checksum mismatch for ${listed.path}: the archive is damaged or was changed`,
      );
  }
  const extra = [...files.keys()].find((path) => !manifest.files.some((f) => f.path === path));
  if (extra) throw new SiteArchiveError(`the archive holds ${extra}, which its manifest does not list`);
  if (!files.has('database.sql')) throw new SiteArchiveError('the archive lacks database.sql');
  for (const path of files.keys())
    if (path !== 'database.sql' && !(path.startsWith('media/') && isMediaKey(path.slice('media/'.length))))
      throw new SiteArchiveError(`the archive holds an unexpected file: ${path}`);
  return { manifest, files };
}

/**
 * The renaming of a site's own business and branch ids for a new site id (templateIds), as
 * quoted-string replacements that also reach ids inside JSON columns.
 */
export async function idRenames(
  client: Client,
  businessId: string | null,
  newSiteId: string,
): Promise<Map<string, string>> {
  const renames = new Map<string, string>();
  if (!businessId) return renames;
  const ids = templateIds(newSiteId);
  renames.set(businessId, ids.businessId);
  const branches = await client.execute({
    sql: 'SELECT id FROM branches WHERE business_id = ? ORDER BY id',
    args: [businessId],
  });
  branches.rows.forEach((row, i) => renames.set(String(row['id']), `${newSiteId}-branch-${i + 1}`));
  return renames;
}

/** A statement with every quoted occurrence of an old id (SQL '...' or JSON "...") renamed. */
export function renameIds(statement: string, renames: ReadonlyMap<string, string>): string {
  let out = statement;
  for (const [from, to] of renames) {
    out = out.replaceAll(`'${from}'`, `'${to}'`).replaceAll(`"${from}"`, `"${to}"`);
  }
  return out;
}

export interface ImportOptions {
  registry: SiteRegistry;
  sitesDir: string;
  databases?: DatabaseProvisioner;
  hostnames?: HostnameRegistrar | undefined;
  /** Where the media go (default: the site's media folder under sitesDir). */
  mediaStore?: MediaStore;
}

/**
 * Restores an archive as a site (its archived id, or `as`), with the archived hosts or `hosts`.
 * Verifies the archive before creating anything; undoes everything on a failure.
 *
 * @example
 * const site = await importSiteArchive({ registry, sitesDir }, bytes, { as: 'optik-neu', hosts: ['neu.localhost'] });
 */
export async function importSiteArchive(
  options: ImportOptions,
  archive: Uint8Array,
  request: { as?: string | undefined; hosts?: string[] | undefined } = {},
): Promise<SiteRecord> {
  const { manifest, files } = readSiteArchive(archive);
  const { registry, sitesDir } = options;
  const id = request.as ?? manifest.site.id;
  const hosts = request.hosts?.length ? request.hosts : id === manifest.site.id ? manifest.site.hosts : [];
  if (!isSiteId(id)) throw new SiteRegistryError('invalid_id', `not a valid site id: ${id}`);
  if (await registry.site(id))
    throw new SiteRegistryError('id_taken', `a site with the id ${id} exists already`);
  for (const host of hosts) {
    if (hostError(host))
      throw new SiteRegistryError('invalid_host', `not a hostname (lower case, no port): ${host}`);
    if (await registry.siteForHost(host))
      throw new SiteRegistryError('host_taken', `${host} belongs to another site`);
  }
  const statements = JSON.parse(new TextDecoder().decode(files.get('database.sql'))) as unknown;
  if (!Array.isArray(statements) || !statements.every((s) => typeof s === 'string'))
    throw new SiteArchiveError('database.sql is not a list of statements');

  const databases = options.databases ?? fileDatabases(sitesDir);
  const mediaStore = options.mediaStore ?? localMediaStore(siteFolders(sitesDir, id).media);
  const { url } = await databases.create(id);
  let businessId: string | null = null;
  const addedHosts: string[] = [];
  try {
    const handle = await openDb(url);
    try {
      // Tables first (the renames read branches), then rows, in one transaction; rows arrive in
      // table order, so foreign keys are checked at the commit.
      const creates = (statements as string[]).filter(
        (s) => /^CREATE /iu.test(s) && !/^CREATE (UNIQUE )?INDEX/iu.test(s),
      );
      const rest = (statements as string[]).filter((s) => !creates.includes(s));
      await handle.client.batch(creates, 'write');
      const renames = new Map<string, string>();
      await handle.client.batch(['PRAGMA defer_foreign_keys = ON', ...rest], 'write');
      if (id !== manifest.site.id) {
        for (const [from, to] of await idRenames(handle.client, manifest.site.businessId, id))
          renames.set(from, to);
        if (renames.size > 0) await renameInPlace(handle.client, renames);
      }
      for (const [path, body] of files) {
        if (!path.startsWith('media/')) continue;
        const key = path.slice('media/'.length);
        if (!(await mediaStore.get(key))) await mediaStore.put(key, body, contentTypeOf(key));
      }
      businessId = await registerBusiness(registry, handle.db, {
        name: manifest.site.name,
        canton: manifest.site.canton ?? 'ZH',
      });
    } finally {
      handle.client.close();
    }
    for (const host of hosts.filter((h) => options.hostnames?.handles(h))) {
      await options.hostnames!.add(host);
      addedHosts.push(host);
    }
    return await registry.createSite({
      id,
      name: manifest.site.name,
      hosts,
      locales: manifest.site.locales,
      databaseUrl: url,
      businessId,
    });
  } catch (error) {
    for (const host of addedHosts) await options.hostnames!.remove(host).catch(() => undefined);
    if (businessId) await unregisterBusiness(registry, businessId).catch(() => undefined);
    await databases.remove(id, url).catch(() => undefined);
    await rm(siteFolders(sitesDir, id).root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Renames ids in every text cell of every table (exact values and quoted inside JSON), in one
 * transaction with foreign keys checked at its end.
 */
async function renameInPlace(client: Client, renames: ReadonlyMap<string, string>): Promise<void> {
  const { tables } = await schemaOf(client);
  const updates: { sql: string; args: InValue[] }[] = [{ sql: 'PRAGMA defer_foreign_keys = ON', args: [] }];
  for (const table of tables) {
    const result = await client.execute(`SELECT rowid AS __rowid, * FROM ${quoteName(table.name)}`);
    for (const row of result.rows) {
      const changed: [string, string][] = [];
      result.columns.forEach((column, i) => {
        if (column === '__rowid') return;
        const value = row[i];
        if (typeof value !== 'string') return;
        const renamed = renames.get(value) ?? renameIds(value, renames);
        if (renamed !== value) changed.push([column, renamed]);
      });
      if (changed.length === 0) continue;
      updates.push({
        sql: `UPDATE ${quoteName(table.name)} SET ${changed.map(([c]) => `${quoteName(c)} = ?`).join(', ')} WHERE rowid = ?`,
        args: [...changed.map(([, v]) => v), row['__rowid'] as InValue],
      });
    }
  }
  await client.batch(updates, 'write');
}
