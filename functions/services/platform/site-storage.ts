/**
 * How much disk a site of the network takes on this Node server: its database file(s) (with the
 * WAL files) and its folder under the sites folder (pages, media, image cache). A Turso database
 * counts nothing here (it is measured by Turso). Also the network overview the `/network` page
 * and `GET /api/v1/platform/sites` read (the `platform` service), and the site CLI's `list`.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { NetworkSite } from '../../../src/lib/api/platform.ts';
import { forEachLimited } from '../../../src/lib/each-limited.ts';
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

/** What the network page shows of a site besides its registry entry. */
export type SiteFigures = Pick<NetworkSite, 'storageBytes' | 'schemaVersion' | 'mailWaiting' | 'mailFailed'>;

/**
 * Reads a `file:` site database's applied migrations and its outbox (read-only queries on a
 * client of its own, closed at once); null figures for a remote or unreadable database.
 */
export async function databaseFigures(
  url: string,
): Promise<Pick<SiteFigures, 'schemaVersion' | 'mailWaiting' | 'mailFailed'>> {
  const none = { schemaVersion: null, mailWaiting: null, mailFailed: null };
  if (!url.startsWith('file:') || (await fileBytes(url.slice('file:'.length))) === 0) return none;
  const client = createClient({ url });
  try {
    const [migrations, outbox] = await client.batch(
      [
        'SELECT count(*) AS n FROM __drizzle_migrations',
        `SELECT coalesce(sum(status IN ('pending', 'sending')), 0) AS waiting,
                coalesce(sum(status = 'failed'), 0) AS failed FROM outbox`,
      ],
      'read',
    );
    return {
      schemaVersion: Number(migrations?.rows[0]?.['n'] ?? 0),
      mailWaiting: Number(outbox?.rows[0]?.['waiting'] ?? 0),
      mailFailed: Number(outbox?.rows[0]?.['failed'] ?? 0),
    };
  } catch {
    return none;
  } finally {
    client.close();
  }
}

/** A site's figures, measured now. */
export async function measureSite(site: Pick<SiteRecord, 'id' | 'databaseUrl'>, sitesDir: string) {
  const [storageBytes, database] = await Promise.all([
    siteStorageBytes(site, sitesDir),
    databaseFigures(site.databaseUrl),
  ]);
  return { storageBytes, ...database } satisfies SiteFigures;
}

export interface NetworkOverviewOptions {
  /**
   * A server's page keeps the last figures and measures in the background (at most `concurrency`
   * sites at a time, each at most every `maxAgeMs`); without it (the CLI's `list`) every call
   * measures every site before it answers.
   */
  refreshInBackground?: boolean;
  maxAgeMs?: number;
  concurrency?: number;
  now?: () => number;
}

/** A registry entry with its figures, as the admins' list shows it. */
const shown = (site: SiteRecord, figures: SiteFigures): NetworkSite => ({
  ...networkSiteOf(site, figures.storageBytes),
  schemaVersion: figures.schemaVersion,
  mailWaiting: figures.mailWaiting,
  mailFailed: figures.mailFailed,
});

/** Sites whose figures were never measured show this until they are. */
const UNMEASURED: SiteFigures = { storageBytes: 0, schemaVersion: null, mailWaiting: null, mailFailed: null };

/**
 * The network overview of this server: every registered site with its storage, schema version
 * and mail waiting (the `/network` page, `GET /api/v1/platform/sites`, the CLI's `list`).
 *
 * @example
 * createNodeApp({ ..., services: { platform: nodeNetworkOverview(registry, 'data/sites', { refreshInBackground: true }) } });
 */
export function nodeNetworkOverview(
  registry: SiteRegistry,
  sitesDir: string,
  options: NetworkOverviewOptions = {},
): PlatformService & { refreshed(): Promise<void> } {
  const { maxAgeMs = 5 * 60_000, concurrency = 4, now = Date.now } = options;
  const known = new Map<string, { figures: SiteFigures; at: number }>();
  let refreshing: Promise<void> | null = null;

  const refresh = (sites: readonly SiteRecord[]): Promise<void> => {
    refreshing ??= (async () => {
      const stale = sites.filter((site) => now() - (known.get(site.id)?.at ?? -Infinity) >= maxAgeMs);
      await forEachLimited(stale, concurrency, async (site) => {
        known.set(site.id, { figures: await measureSite(site, sitesDir), at: now() });
      });
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  // The page's first view waits for one measurement of every site; later views never wait.
  let first: Promise<void> | null = null;

  return {
    async listSites() {
      const sites = await registry.listSites();
      if (!options.refreshInBackground) {
        return Promise.all(sites.map(async (site) => shown(site, await measureSite(site, sitesDir))));
      }
      first ??= refresh(sites);
      await first;
      void refresh(sites);
      return sites.map((site) => shown(site, known.get(site.id)?.figures ?? UNMEASURED));
    },
    async refreshed() {
      await first;
      while (refreshing) await refreshing;
    },
  };
}
