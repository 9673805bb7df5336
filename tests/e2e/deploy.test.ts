/**
 * `npm run deploy` as a network operator runs it, with `--dry-run` (no Cloudflare account, no
 * network) and `--no-build` (the e2e run's build): it migrates the registry and every site
 * database it lists, over HTTP like Turso (tests/fixtures/hrana-server.ts), then runs wrangler's
 * build command and bundles the Worker with the edge renderer inside. A site whose database cannot
 * be reached stops it before anything is bundled, naming the site.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPlatformDb } from '../../db/platform/client.ts';
import { createSiteRegistry } from '../../functions/services/platform/registry.ts';
import { startHranaServer, type HranaServer } from '../fixtures/hrana-server.ts';
import { freePort } from '../fixtures/net.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const servers: HranaServer[] = [];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-deploy-'));
  dirs.push(dir);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const folder of dirs) await rm(folder, { recursive: true, force: true });
});

function deploy(env: Record<string, string>): Promise<{ code: number | null; log: string }> {
  return new Promise((done) => {
    let log = '';
    const child = spawn(
      process.execPath,
      ['scripts/deploy.ts', '--env', 'network', '--dry-run', '--no-build'],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          LUNETTE_DIST: inject('distDir'),
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          CI: '1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', (code) => done({ code, log }));
  });
}

/** A registry listing the given sites, served over HTTP; its URL. */
async function registryWith(name: string, sites: { id: string; databaseUrl: string }[]): Promise<string> {
  const file = join(dir, `${name}.db`);
  const platform = await openPlatformDb(`file:${file}`);
  const registry = createSiteRegistry(platform.db);
  for (const site of sites)
    await registry.createSite({
      ...site,
      name: site.id,
      hosts: [`${site.id}.example`],
      locales: ['de', 'en'],
    });
  platform.client.close();
  const server = await startHranaServer({ file, authToken: 'registry-token' });
  servers.push(server);
  return server.url;
}

const tables = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
  } finally {
    db.close();
  }
};

describe('npm run deploy', () => {
  it('migrates the registry and every site, then bundles the Worker with its renderer', async () => {
    const siteFile = join(dir, 'site-a.db');
    const site = await startHranaServer({ file: siteFile, authToken: 'group-token' });
    servers.push(site);
    const registryUrl = await registryWith('registry', [{ id: 'optik-a', databaseUrl: site.url }]);
    const { code, log } = await deploy({
      PLATFORM_DATABASE_URL: registryUrl,
      PLATFORM_DATABASE_AUTH_TOKEN: 'registry-token',
      SITE_DATABASE_AUTH_TOKEN: 'group-token',
    });
    expect(code, log).toBe(0);
    // The fleet migration's line for the site (functions/services/platform/fleet-migrate.ts).
    expect(log).toMatch(/\[deploy\] site 1\/1 optik-a: migrated none -> \d+ \(0000_init, /u);
    expect(tables(siteFile)).toEqual(expect.arrayContaining(['pages', 'fields', 'outbox']));
    const bundle = join(projectRoot, '.wrangler', 'dry', 'worker.js');
    expect((await stat(bundle)).size).toBeGreaterThan(1000);
    // The edge renderer is bundled in: its internal render route is part of the Worker.
    expect(await readFile(bundle, 'utf8')).toContain('/internal-render/');
  }, 240_000);

  it('stops at a site whose database cannot be reached and ships nothing', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const registryUrl = await registryWith('broken', [{ id: 'optik-z', databaseUrl: dead }]);
    const { code, log } = await deploy({
      PLATFORM_DATABASE_URL: registryUrl,
      PLATFORM_DATABASE_AUTH_TOKEN: 'registry-token',
      SITE_DATABASE_AUTH_TOKEN: 'group-token',
    });
    expect(code).toBe(1);
    expect(log).toContain('the migration of site optik-z');
    expect(log).toContain('nothing was deployed');
    expect(log).not.toContain('wrangler');
  }, 60_000);
});
