/**
 * Fleet migrations (docs/decisions/0025): the registry first, then every site database of the
 * network one after another (or one site), each site's schema version recorded in the registry
 * (`sites.schema_version`). The run stops at the first failure, naming the site, the migration
 * and its cause; run it again once the cause is fixed: current sites pass in one query each, the
 * failed one is tried again, and the rest follow. Node only (reads the migrations folder).
 * Used by `npm run deploy` (scripts/deploy.ts) and `npm run site -- migrate`.
 */
import type { Client } from '@libsql/client';
import { asc, eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDb } from '../../../db/client.ts';
import {
  MIGRATIONS_FOLDER,
  MigrationFailure,
  expectedSchemaVersion,
  migrateStepwise,
  readAppliedSchemaIn,
} from '../../../db/migrate.ts';
import { PLATFORM_MIGRATIONS_FOLDER, openPlatformDb, type PlatformDb } from '../../../db/platform/client.ts';
import { sites } from '../../../db/platform/schema.ts';

/** A site as the fleet migration needs it. */
export interface FleetSite {
  id: string;
  databaseUrl: string;
}

/** An open site database: its libSQL client and how to close it. */
export interface OpenedSiteDb {
  client: Client;
  close(): void;
}

/** What happened to one site. */
export type SiteMigrationResult =
  | { siteId: string; status: 'current'; version: number | null }
  | { siteId: string; status: 'migrated'; from: number | null; to: number | null; applied: string[] }
  | { siteId: string; status: 'failed'; from: number | null; migration: string | null; cause: string }
  | { siteId: string; status: 'not_run' };

/** The run's report: the registry, each site in order, where it stopped. */
export interface FleetReport {
  /** The schema version the code expects of every site. */
  expected: number;
  /** The site databases, in the order they were (or would have been) migrated. */
  sites: SiteMigrationResult[];
  /** The site whose migration failed: the run stopped there (null: every site is current). */
  failedSite: string | null;
}

export interface MigrateFleetOptions {
  /** The registry (opened with `openPlatformDb`; its migrations are applied again, idempotent). */
  platform: PlatformDb;
  /** The sites to migrate; default every site of the registry, by id. */
  sites?: FleetSite[];
  /** Only this site. */
  only?: string;
  /** Opens a site database; default `openDb` with SITE_DATABASE_AUTH_TOKEN. */
  openSite?: (site: FleetSite) => Promise<OpenedSiteDb>;
  /** The site migrations (tests inject a broken one); default db/migrations. */
  migrationsFolder?: string;
  /** Progress, one line per site. */
  log?: (line: string) => void;
}

/** A database URL without credentials, for logs. */
export const shownUrl = (url: string) => url.replace(/\/\/[^@/]*@/u, '//').replace(/\?.*$/u, '');

const defaultOpenSite = async (site: FleetSite): Promise<OpenedSiteDb> => {
  const handle = await openDb(site.databaseUrl, { authToken: process.env['SITE_DATABASE_AUTH_TOKEN'] });
  return { client: handle.client, close: () => handle.client.close() };
};

/** Why something failed, in one line. */
const causeOf = (error: unknown) => {
  const inner = error instanceof MigrationFailure ? error.cause : error;
  return inner instanceof Error ? inner.message : String(inner);
};

/**
 * Records a site's schema version in the registry (no bump of `registry_changes`: 0002).
 *
 * @example
 * await recordSchemaVersion(registry.db, 'optik-alpha', 10);
 */
export async function recordSchemaVersion(
  platform: PlatformDb,
  siteId: string,
  version: number | null,
): Promise<void> {
  await platform.update(sites).set({ schemaVersion: version }).where(eq(sites.id, siteId));
}

/**
 * Migrates the registry, then each site, recording its version; stops at the first failure.
 * Never throws for a site's failure (the report says it); a registry failure throws.
 *
 * @example
 * const platform = await openPlatformDb(url);
 * const report = await migrateFleet({ platform: platform.db, log: console.log });
 * if (report.failedSite) process.exitCode = 1;
 */
export async function migrateFleet(options: MigrateFleetOptions): Promise<FleetReport> {
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const openSite = options.openSite ?? defaultOpenSite;
  const log = options.log ?? (() => {});
  await migrate(options.platform, { migrationsFolder: PLATFORM_MIGRATIONS_FOLDER });
  const listed =
    options.sites ??
    (await options.platform
      .select({ id: sites.id, databaseUrl: sites.databaseUrl })
      .from(sites)
      .orderBy(asc(sites.id)));
  const chosen = options.only === undefined ? listed : listed.filter((site) => site.id === options.only);
  if (options.only !== undefined && !chosen.length)
    throw new Error(`no site ${options.only} in the registry`);
  const expected = expectedSchemaVersion(folder);
  const results: SiteMigrationResult[] = [];
  let failedSite: string | null = null;
  for (const [index, site] of chosen.entries()) {
    if (failedSite) {
      results.push({ siteId: site.id, status: 'not_run' });
      continue;
    }
    const result = await migrateOneSite(site, openSite, folder);
    results.push(result);
    if (result.status === 'failed') failedSite = site.id;
    else {
      const version =
        result.status === 'current' ? result.version : result.status === 'migrated' ? result.to : null;
      await recordSchemaVersion(options.platform, site.id, version);
    }
    log(`${index + 1}/${chosen.length} ${formatSiteResult(result)}`);
  }
  return { expected, sites: results, failedSite };
}

async function migrateOneSite(
  site: FleetSite,
  openSite: (site: FleetSite) => Promise<OpenedSiteDb>,
  folder: string,
): Promise<SiteMigrationResult> {
  let opened: OpenedSiteDb;
  try {
    opened = await openSite(site);
  } catch (error) {
    return { siteId: site.id, status: 'failed', from: null, migration: null, cause: causeOf(error) };
  }
  try {
    const done = await migrateStepwise(opened.client, folder);
    return done.applied.length
      ? { siteId: site.id, status: 'migrated', from: done.from, to: done.to, applied: done.applied }
      : { siteId: site.id, status: 'current', version: done.to };
  } catch (error) {
    const from = await readVersionQuietly(opened.client, folder);
    return {
      siteId: site.id,
      status: 'failed',
      from,
      migration: error instanceof MigrationFailure ? error.tag : null,
      cause: causeOf(error),
    };
  } finally {
    opened.close();
  }
}

async function readVersionQuietly(client: Client, folder: string): Promise<number | null> {
  return readAppliedSchemaIn(client, folder).then(
    (applied) => applied.version,
    () => null,
  );
}

const versionText = (version: number | null) => (version === null ? 'none' : String(version));

/** One site's line: `optik-alpha: migrated 8 -> 10 (0009_outbox_language, 0010_version_history)`. */
export function formatSiteResult(result: SiteMigrationResult): string {
  switch (result.status) {
    case 'current':
      return `${result.siteId}: already current (${versionText(result.version)})`;
    case 'migrated':
      return (
        `${result.siteId}: migrated ${versionText(result.from)} -> ${versionText(result.to)}` +
        ` (${result.applied.join(', ')})`
      );
    case 'failed':
      return (
        `${result.siteId}: FAILED at ${versionText(result.from)}` +
        `${result.migration ? ` in migration ${result.migration}` : ''}: ${result.cause}`
      );
    case 'not_run':
      return `${result.siteId}: not run (stopped before it)`;
  }
}

/** The report as lines for the CLI: each site, then a summary (what failed and what to do). */
export function formatFleetReport(report: FleetReport): string[] {
  const lines = report.sites.map(formatSiteResult);
  const count = (status: SiteMigrationResult['status']) =>
    report.sites.filter((site) => site.status === status).length;
  const summary =
    `${report.sites.length} site(s), schema ${report.expected}: ${count('migrated')} migrated, ` +
    `${count('current')} already current`;
  if (!report.failedSite) return [...lines, `${summary}.`];
  const failed = report.sites.find((site) => site.siteId === report.failedSite);
  return [
    ...lines,
    `${summary}, 1 failed, ${count('not_run')} not run.`,
    `Stopped at site ${report.failedSite}` +
      `${failed?.status === 'failed' && failed.migration ? ` (migration ${failed.migration})` : ''}` +
      ': fix the cause and run the migration again; current sites are skipped.',
  ];
}

/**
 * The CLI's `migrate` command (`npm run site -- migrate [--site <id> | --all]`): migrates the
 * registry and the sites, returns the report's lines and the exit code (1 when a site failed).
 * Give the open registry (`platform`) or its URL (`platformUrl`, opened and closed here).
 *
 * @example
 * const { lines, exitCode } = await runMigrateCommand({ platform: handle.db, only: 'optik-alpha' });
 */
export async function runMigrateCommand(
  options: ({ platform: PlatformDb } | { platformUrl: string }) & {
    /** `--site <id>`: only that site; absent (`--all`): every site. */
    only?: string;
    log?: (line: string) => void;
  },
): Promise<{ lines: string[]; exitCode: number }> {
  const opened = 'platformUrl' in options ? await openPlatformDb(options.platformUrl) : null;
  const platform = opened ? opened.db : (options as { platform: PlatformDb }).platform;
  try {
    const report = await migrateFleet({
      platform,
      ...(options.only === undefined ? {} : { only: options.only }),
      ...(options.log ? { log: options.log } : {}),
    });
    const registry = opened ? `registry ${shownUrl(opened.url)}: migrated` : 'registry: migrated';
    return { lines: [registry, ...formatFleetReport(report)], exitCode: report.failedSite ? 1 : 0 };
  } catch (error) {
    return { lines: [`migration failed: ${causeOf(error)}`], exitCode: 1 };
  } finally {
    opened?.client.close();
  }
}
