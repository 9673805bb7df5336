/**
 * `npm run deploy [-- --env network] [-- --dry-run] [-- --no-build]`: a Cloudflare deploy, every
 * step in order (README "Production"):
 *
 * 1. Migrations: the site's database (DATABASE_URL + DATABASE_AUTH_TOKEN); on a network the
 *    registry (PLATFORM_DATABASE_URL + PLATFORM_DATABASE_AUTH_TOKEN) and then every site database
 *    it lists (SITE_DATABASE_AUTH_TOKEN), one after another (functions/services/platform/
 *    fleet-migrate.ts, each site's schema version recorded in the registry), stopping at the first
 *    failure with the site, the migration and its cause (nothing is shipped then; run it again once
 *    the cause is fixed: current sites are skipped, the failed one is tried again).
 * 2. `npm run build` (the shared files: scripts, styles, editor shell, game screens); `--no-build`
 *    keeps the build already in LUNETTE_DIST.
 * 3. `wrangler deploy` (`--env network` for a network): its build command makes the edge renderer
 *    and the assets (scripts/worker-build.ts) and ships the Worker. `--dry-run` bundles only.
 * 4. `partykit deploy` (the game rooms; skipped with `--dry-run`).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_URL, openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { openPlatformDb } from '../db/platform/client.ts';
import { migrateFleet } from '../functions/services/platform/fleet-migrate.ts';
import { createSiteRegistry } from '../functions/services/platform/registry.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const network = args.includes('--env') && args[args.indexOf('--env') + 1] === 'network';
const dryRun = args.includes('--dry-run');
const build = !args.includes('--no-build');
const env = process.env;

/** A database URL without credentials, for the log. */
const shown = (url: string) => url.replace(/\/\/[^@/]*@/u, '//').replace(/\?.*$/u, '');

function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...env, WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${commandArgs.join(' ')} exited ${code}`)),
    );
  });
}

async function migrateSite(url: string, authToken: string | undefined): Promise<void> {
  const handle = await openDb(url, { authToken });
  try {
    await migrateDb(handle.db);
  } finally {
    handle.client.close();
  }
}

async function migrateAll(): Promise<void> {
  if (!network) {
    // A dry run may use the local demo database; a real deploy names the production one.
    const url = env['DATABASE_URL'] ?? (dryRun ? DEFAULT_DATABASE_URL : undefined);
    if (!url) throw new Error('DATABASE_URL is missing: the Turso database of the site (libsql://...)');
    await migrateSite(url, env['DATABASE_AUTH_TOKEN']);
    console.log(`[deploy] migrated ${shown(url)}`);
    return;
  }
  const url = env['PLATFORM_DATABASE_URL'];
  if (!url) throw new Error('PLATFORM_DATABASE_URL is missing: the Turso database of the registry');
  const platform = await openPlatformDb(url);
  try {
    console.log(`[deploy] migrated the registry ${shown(url)}`);
    // Each site in turn, its schema version recorded in the registry (docs/decisions/0025).
    const report = await migrateFleet({
      platform: platform.db,
      log: (line) => console.log(`[deploy] site ${line}`),
    });
    const failed = report.sites.find((site) => site.status === 'failed');
    if (failed?.status === 'failed') {
      const done = report.sites.filter((site) => site.status === 'migrated' || site.status === 'current');
      const databaseUrl = (await createSiteRegistry(platform.db).listSites()).find(
        (site) => site.id === failed.siteId,
      )?.databaseUrl;
      throw new Error(
        `the migration of site ${failed.siteId}${databaseUrl ? ` (${shown(databaseUrl)})` : ''} failed` +
          `${failed.migration ? ` in migration ${failed.migration}` : ''}, ${done.length} of ` +
          `${report.sites.length} sites were migrated, nothing was deployed: ${failed.cause}`,
      );
    }
  } finally {
    platform.client.close();
  }
}

try {
  await migrateAll();
  if (build) await run('npm', ['run', 'build']);
  // The assets scripts/worker-build.ts assembles beside the build in LUNETTE_DIST.
  const assets = join(resolve(env['LUNETTE_DIST'] ?? 'dist'), 'worker');
  const wranglerArgs = ['wrangler', 'deploy', '--assets', assets, ...(network ? ['--env', 'network'] : [])];
  if (dryRun) wranglerArgs.push('--dry-run', '--outdir', '.wrangler/dry');
  await run('npx', wranglerArgs);
  if (!dryRun) await run('npx', ['partykit', 'deploy']);
  console.log(dryRun ? '[deploy] dry run done: nothing was shipped' : '[deploy] done');
} catch (error) {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
