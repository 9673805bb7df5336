/**
 * How much disk a site of the network takes on this Node server: its database file(s) (with the
 * WAL files) and its folder under the sites folder (pages, media, image cache). A Turso database
 * counts nothing here (it is measured by Turso). Also the network overview the `/network` page
 * and `GET /api/v1/platform/sites` read (the `platform` service), and the site CLI's `list`.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformService } from '../../types.ts';
import { siteFolders } from './node-site.ts';
import { networkSiteOf, type SiteRecord, type SiteRegistry } from './registry.ts';

/** Bytes of a file, 0 when it is missing. */
async function fileBytes(path: string): Promise<number> {
  const stats = await lstat(path).catch(() => null);
  return stats?.isFile() ? stats.size : 0;
}

/** Bytes of every file under a folder (links are not followed), 0 when it is missing. */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += await fileBytes(path);
  }
  return total;
}

/** Bytes of a `file:` database with its -wal and -shm files; 0 for a remote one. */
export async function databaseBytes(url: string): Promise<number> {
  if (!url.startsWith('file:')) return 0;
  const path = url.slice('file:'.length);
  const sizes = await Promise.all(['', '-wal', '-shm'].map((suffix) => fileBytes(`${path}${suffix}`)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** A site's database plus its folder under `sitesDir`. */
export async function siteStorageBytes(site: Pick<SiteRecord, 'id' | 'databaseUrl'>, sitesDir: string) {
  const [database, folder] = await Promise.all([
    databaseBytes(site.databaseUrl),
    folderBytes(siteFolders(sitesDir, site.id).root),
  ]);
  return database + folder;
}

/**
 * The network overview of this server: every registered site with its storage.
 *
 * @example
 * createNodeApp({ ..., services: { platform: nodeNetworkOverview(registry, 'data/sites') } });
 */
export function nodeNetworkOverview(registry: SiteRegistry, sitesDir: string): PlatformService {
  return {
    async listSites() {
      const sites = await registry.listSites();
      return Promise.all(
        sites.map(async (site) => networkSiteOf(site, await siteStorageBytes(site, sitesDir))),
      );
    },
  };
}
