/**
 * `npm run site -- <command>`: the network's sites from the command line (`help` lists them).
 * create: a new site (database made, migrated and seeded from a template, business registered,
 * then its hosts): a running server serves it within ~2 s (the registry re-reads its hosts) and
 * renders its pages on the first request. list, disable, enable, remove (asks for the id twice on
 * stdin; answers may be piped), member add, account create, export and import (one archive of
 * a site: functions/services/platform/site-archive.ts).
 * Reads the same variables as `npm start`: DATABASE_URL (the default site; its folder holds the
 * registry and the sites), PLATFORM_DATABASE_URL, LUNETTE_SITES_DIR, PORT; new databases on Turso
 * when TURSO_API_TOKEN and TURSO_ORG are set (functions/services/platform/turso-databases.ts);
 * customer domains registered at Cloudflare for SaaS when CLOUDFLARE_API_TOKEN and
 * CLOUDFLARE_ZONE_ID are set (functions/services/platform/cloudflare-hostnames.ts).
 * Argument rules and output formats are pure, in src/lib/platform/site-cli.ts; this file does the
 * I/O. A refusal prints one line `site: <reason>` and exits with 1.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { user } from '../db/auth-schema.ts';
import { DEFAULT_DATABASE_URL } from '../db/client.ts';
import { defaultPlatformUrl, openPlatformDb, type PlatformDbHandle } from '../db/platform/client.ts';
import { createAuthService } from '../functions/auth/service.ts';
import { siteFolders } from '../functions/services/platform/node-site.ts';
import { cloudflareHostnamesFromEnv } from '../functions/services/platform/cloudflare-hostnames.ts';
import {
  errorReason,
  fileDatabases,
  provisionSite,
  removeSiteData,
} from '../functions/services/platform/provision.ts';
import { runMigrateCommand } from '../functions/services/platform/fleet-migrate.ts';
import { createSiteRegistry, type SiteRegistry } from '../functions/services/platform/registry.ts';
import { exportSiteArchive, importSiteArchive } from '../functions/services/platform/site-archive.ts';
import { nodeNetworkOverview } from '../functions/services/platform/site-storage.ts';
import { tursoDatabasesFromEnv } from '../functions/services/platform/turso-databases.ts';
import {
  SITE_CLI_OPTIONS,
  SITE_CLI_USAGE,
  removalRefusal,
  serverPort,
  siteOrigin,
  siteCommand,
  siteListTable,
  type SiteCommand,
} from '../src/lib/platform/site-cli.ts';

/** A refusal: printed as one line, exit code 1. */
class CliError extends Error {}

const env = process.env;
const databaseUrl = env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
const dataDir = databaseUrl.startsWith('file:') ? dirname(databaseUrl.slice('file:'.length)) : 'data';
const sitesDir = env['LUNETTE_SITES_DIR'] ?? join(dataDir, 'sites');
const port = serverPort(env['PORT']);
/** Where a browser reaches a host on this server (as scripts/start.ts names it). */
const originOf = (host: string) => siteOrigin(host, { port, publicSiteUrl: env['PUBLIC_SITE_URL'] });
/** The media folder of a site: the default site keeps LUNETTE_MEDIA_DIR (scripts/start.ts). */
const mediaDirOf = (site: { id: string; isDefault: boolean }) =>
  site.isDefault ? (env['LUNETTE_MEDIA_DIR'] ?? 'data/media') : siteFolders(sitesDir, site.id).media;

/** Asks each question on stdout and reads one line of stdin for it (piped answers work too). */
async function askTwice(id: string): Promise<(string | undefined)[]> {
  const reader = createInterface({ input: process.stdin, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  const answers: (string | undefined)[] = [];
  try {
    for (const question of ['Type the site id to confirm: ', 'Type it again: ']) {
      process.stdout.write(question);
      const line = await lines.next();
      // Piped answers are not echoed: end the prompt's line ourselves.
      if (!process.stdin.isTTY) process.stdout.write('\n');
      if (line.done) break;
      answers.push(line.value);
      if (line.value.trim() !== id) break;
    }
  } finally {
    reader.close();
  }
  return answers;
}

/** The account of an e-mail address (case-insensitive), or null. */
async function accountOf(platform: PlatformDbHandle, email: string) {
  const [row] = await platform.db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return row ?? null;
}

async function existingSite(registry: SiteRegistry, id: string) {
  const site = await registry.site(id);
  if (!site) throw new CliError(`no site ${id} (npm run site -- list)`);
  return site;
}

async function run(command: SiteCommand, platform: PlatformDbHandle): Promise<void> {
  const registry = createSiteRegistry(platform.db);
  switch (command.kind) {
    case 'help':
      console.log(SITE_CLI_USAGE);
      return;

    case 'create': {
      const turso = tursoDatabasesFromEnv(env);
      const site = await provisionSite(
        {
          registry,
          sitesDir,
          ...(turso ? { databases: turso } : {}),
          hostnames: cloudflareHostnamesFromEnv(env),
        },
        {
          id: command.id,
          hosts: command.hosts,
          template: command.template,
          business: command.business,
          canton: command.canton,
        },
      );
      console.log(
        `created ${site.id}: ${site.name} (template ${command.template}, canton ${command.canton}, ` +
          `database ${site.databaseUrl})`,
      );
      for (const host of site.hosts) console.log(`  ${originOf(host)}`);
      // Node picks the new site up within 2 s; the Worker renders its pages on their first request.
      console.log(
        'a running server (or the Worker) serves it within 2 s; its pages render on their first request',
      );
      return;
    }

    case 'list':
      console.log(siteListTable(await nodeNetworkOverview(registry, sitesDir).listSites()));
      return;

    case 'disable':
    case 'enable': {
      const site = await existingSite(registry, command.id);
      // localhost would answer the unknown-site page: the default site stays on.
      if (site.isDefault && command.kind === 'disable')
        throw new CliError(`${site.id} is the default site and cannot be disabled`);
      await registry.setStatus(command.id, command.kind === 'disable' ? 'disabled' : 'active');
      console.log(
        command.kind === 'disable'
          ? `${command.id} disabled: its hosts answer the unknown-site page within 2 s`
          : `${command.id} enabled: its hosts serve it again within 2 s`,
      );
      return;
    }

    case 'remove': {
      const site = await existingSite(registry, command.id);
      if (site.isDefault) throw new CliError(`${site.id} is the default site and cannot be removed`);
      const databases = site.databaseUrl.startsWith('file:')
        ? fileDatabases(sitesDir)
        : tursoDatabasesFromEnv(env);
      if (!databases)
        throw new CliError(
          `the database of ${site.id} is on Turso (${site.databaseUrl}): set TURSO_API_TOKEN and TURSO_ORG to remove it`,
        );
      const folder = siteFolders(sitesDir, site.id).root;
      console.log(
        `This removes ${site.name} (${site.id}) for good: its hosts ${site.hosts.join(', ') || '-'}, ` +
          `its database ${site.databaseUrl} and its folder ${folder}.`,
      );
      const refusal = removalRefusal(site.id, await askTwice(site.id));
      if (refusal) throw new CliError(refusal);
      // Unregistered first: no host serves a half-removed site.
      await registry.removeSite(site.id);
      const report = await removeSiteData(
        { sitesDir, databases, hostnames: cloudflareHostnamesFromEnv(env) },
        site,
      );
      for (const part of report.removed) console.log(`  removed ${part}`);
      if (report.left.length > 0)
        throw new CliError(`${site.id} is unregistered, but these are left: ${report.left.join('; ')}`);
      console.log(`removed ${site.id}`);
      return;
    }

    case 'export': {
      const site = await existingSite(registry, command.id);
      const { archive, manifest } = await exportSiteArchive(
        { registry, sitesDir, mediaDir: mediaDirOf(site) },
        site.id,
      );
      await writeFile(command.file, archive);
      const media = manifest.files.filter((file) => file.path.startsWith('media/')).length;
      console.log(
        `exported ${site.id} to ${command.file}: database (schema ${manifest.schemaVersion}), ` +
          `${media} media files, ${archive.byteLength} bytes`,
      );
      return;
    }

    case 'import': {
      const bytes = new Uint8Array(await readFile(command.file));
      const turso = tursoDatabasesFromEnv(env);
      const site = await importSiteArchive(
        {
          registry,
          sitesDir,
          ...(turso ? { databases: turso } : {}),
          hostnames: cloudflareHostnamesFromEnv(env),
        },
        bytes,
        { as: command.as ?? undefined, hosts: command.hosts },
      );
      console.log(`imported ${site.id}: ${site.name} (database ${site.databaseUrl})`);
      for (const host of site.hosts) console.log(`  ${originOf(host)}`);
      if (site.hosts.length === 0) console.log('  no hosts yet: import again with --host, or add them');
      return;
    }

    case 'migrate': {
      const { lines, exitCode } = await runMigrateCommand({
        platform: platform.db,
        ...(command.only ? { only: command.only } : {}),
      });
      for (const line of lines) console.log(line);
      if (exitCode)
        throw new CliError('the migration stopped at the failed site above; fix it and run it again');
      return;
    }

    case 'member-add': {
      await existingSite(registry, command.siteId);
      const account = await accountOf(platform, command.email);
      if (!account) throw new CliError(`no account ${command.email} (npm run site -- account create ...)`);
      await registry.addMember(command.siteId, account.id);
      console.log(`${account.email} is a member of ${command.siteId}`);
      return;
    }

    case 'account-create': {
      if (command.siteId) await existingSite(registry, command.siteId);
      if (await accountOf(platform, command.email))
        throw new CliError(`an account ${command.email} exists already (npm run site -- member add ...)`);
      const given = env['LUNETTE_NEW_PASSWORD'];
      const password = given || randomBytes(18).toString('base64url');
      // Creating an account signs nothing: any secret will do when AUTH_SECRET is unset.
      const auth = createAuthService(platform.db, {
        secret: env['AUTH_SECRET'] || randomBytes(48).toString('base64url'),
        siteUrl: env['PUBLIC_SITE_URL'] ?? `http://localhost:${port}`,
        quiet: true,
      });
      const editor = await auth.createEditor({
        email: command.email,
        password,
        name: command.name,
        role: command.role,
      });
      if (command.siteId) await registry.addMember(command.siteId, editor.id);
      console.log(
        `created ${editor.role} ${editor.email}` +
          (command.siteId
            ? `, member of ${command.siteId}`
            : editor.role === 'admin'
              ? ', edits every site'
              : ''),
      );
      if (!given) console.log(`password (shown once): ${password}`);
      return;
    }
  }
}

/** The whole reason (libSQL and fetch keep it in the error's cause chain). */
const errorText = errorReason;

async function main(): Promise<number> {
  let command: SiteCommand;
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      options: SITE_CLI_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const result = siteCommand(positionals, values);
    if (!result.ok) throw new CliError(result.error);
    command = result.command;
  } catch (error) {
    // parseArgs explains how to pass a value starting with '-': only its first sentence matters here.
    const reason = error instanceof CliError ? error.message : errorText(error).replace(/\.\s.*$/u, '');
    console.error(`site: ${reason}${error instanceof CliError ? '' : ' (npm run site -- help)'}`);
    return 1;
  }
  const platform = await openPlatformDb(env['PLATFORM_DATABASE_URL'] || defaultPlatformUrl(databaseUrl));
  try {
    await run(command, platform);
    return 0;
  } catch (error) {
    console.error(`site: ${errorText(error)}`);
    return 1;
  } finally {
    platform.client.close();
  }
}

process.exitCode = await main();
