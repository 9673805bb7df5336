import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../db/client.ts';
import { MIGRATIONS_FOLDER, readAppliedSchemaIn } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { registryChanges, sites } from '../../../db/platform/schema.ts';
import { formatFleetReport, migrateFleet, runMigrateCommand, type FleetReport } from './fleet-migrate.ts';

const SITE_COUNT = 50;
const BROKEN_SITE = 'site-20';
const PROBE_TAG = '0011_fleet_probe';

const dir = mkdtempSync(join(tmpdir(), 'lunette-fleet-'));
let platform: PlatformDbHandle;
const ids = Array.from({ length: SITE_COUNT }, (_, i) => `site-${String(i).padStart(2, '0')}`);
const urlOf = (id: string) => `file:${join(dir, 'sites', `${id}.db`)}`;

/** db/migrations cut after `count` entries, plus (if given) one more migration with this SQL. */
function migrationsCopy(name: string, count: number, extraSql?: string): string {
  const folder = join(dir, name);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  journal.entries = journal.entries.slice(0, count);
  if (extraSql !== undefined) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: PROBE_TAG });
    writeFileSync(join(folder, `${PROBE_TAG}.sql`), extraSql);
  }
  writeFileSync(path, JSON.stringify(journal));
  return folder;
}

async function siteVersion(id: string, folder: string) {
  const handle = await openDb(urlOf(id));
  try {
    return (await readAppliedSchemaIn(handle.client, folder)).version;
  } finally {
    handle.client.close();
  }
}

async function recordedVersions() {
  const rows = await platform.db
    .select({ id: sites.id, version: sites.schemaVersion })
    .from(sites)
    .orderBy(asc(sites.id));
  return Object.fromEntries(rows.map((row) => [row.id, row.version]));
}

beforeAll(async () => {
  mkdirSync(join(dir, 'sites'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  const at0008 = migrationsCopy('to-0008', 9);
  for (const id of ids) {
    await platform.db.insert(sites).values({ id, name: id, locales: ['de'], databaseUrl: urlOf(id) });
    const handle = await openDb(urlOf(id));
    await migrate(handle.db, { migrationsFolder: at0008 });
    // The broken migration below fails on this site only: its table is already there.
    if (id === BROKEN_SITE) await handle.client.execute('CREATE TABLE fleet_probe (id integer)');
    handle.client.close();
  }
}, 30_000);

afterAll(() => {
  platform.client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrateFleet', () => {
  let first: FleetReport;
  const broken = () => migrationsCopy('broken', 11, 'CREATE TABLE `fleet_probe` (`id` integer);');
  const fixed = () => migrationsCopy('fixed', 11, 'CREATE TABLE IF NOT EXISTS `fleet_probe` (`id` integer);');

  it('stops at the first failing site, naming it, its migration and the cause', async () => {
    const lines: string[] = [];
    const before = await platform.db.select().from(registryChanges);
    first = await migrateFleet({
      platform: platform.db,
      migrationsFolder: broken(),
      log: (l) => lines.push(l),
    });
    expect(first.expected).toBe(11);
    expect(first.failedSite).toBe(BROKEN_SITE);
    const failed = first.sites[20]!;
    expect(failed).toMatchObject({ siteId: BROKEN_SITE, status: 'failed', from: 10, migration: PROBE_TAG });
    expect(failed.status === 'failed' && failed.cause).toMatch(/table `fleet_probe` already exists/u);
    for (const result of first.sites.slice(0, 20)) {
      expect(result).toMatchObject({ status: 'migrated', from: 8, to: 11 });
    }
    for (const result of first.sites.slice(21)) expect(result.status).toBe('not_run');
    expect(lines).toHaveLength(21);
    const report = formatFleetReport(first);
    expect(report.at(-1)).toContain(`Stopped at site ${BROKEN_SITE} (migration ${PROBE_TAG})`);
    expect(report).toContain(
      `${BROKEN_SITE}: FAILED at 10 in migration ${PROBE_TAG}: ${failed.status === 'failed' && failed.cause}`,
    );

    // Done before it, recorded; untouched after it.
    const recorded = await recordedVersions();
    expect(ids.slice(0, 20).every((id) => recorded[id] === 11)).toBe(true);
    expect(recorded[BROKEN_SITE]).toBeNull();
    expect(ids.slice(21).every((id) => recorded[id] === null)).toBe(true);
    expect(await siteVersion('site-19', broken())).toBe(11);
    expect(await siteVersion(BROKEN_SITE, broken())).toBe(10);
    expect(await siteVersion('site-21', broken())).toBe(8);
    expect(await siteVersion('site-49', broken())).toBe(8);
    // Recording versions is no change of the host table.
    expect(await platform.db.select().from(registryChanges)).toEqual(before);
  }, 20_000);

  it('resumes after the migration is fixed: current sites skipped, the rest migrated', async () => {
    const again = await migrateFleet({ platform: platform.db, migrationsFolder: fixed() });
    expect(again.failedSite).toBeNull();
    expect(again.sites.slice(0, 20).every((r) => r.status === 'current')).toBe(true);
    expect(again.sites[20]).toMatchObject({ status: 'migrated', from: 10, to: 11, applied: [PROBE_TAG] });
    expect(again.sites.slice(21).every((r) => r.status === 'migrated')).toBe(true);
    const recorded = await recordedVersions();
    expect(Object.values(recorded)).toEqual(Array.from({ length: SITE_COUNT }, () => 11));
    expect(formatFleetReport(again).at(-1)).toBe('50 site(s), schema 11: 30 migrated, 20 already current.');
  }, 20_000);

  it('migrates one site with `only`, and refuses an unknown one', async () => {
    const one = await migrateFleet({ platform: platform.db, migrationsFolder: fixed(), only: 'site-03' });
    expect(one.sites).toEqual([{ siteId: 'site-03', status: 'current', version: 11 }]);
    await expect(migrateFleet({ platform: platform.db, only: 'nope' })).rejects.toThrow(/no site nope/u);
  });

  it('runs as the CLI command: lines and exit code', async () => {
    const url = `file:${join(dir, 'platform.db')}`;
    const unknown = await runMigrateCommand({ platformUrl: url, only: 'nope' });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.lines.join('\n')).toContain('no site nope');
    const one = await runMigrateCommand({ platformUrl: url, only: 'site-04' });
    expect(one.exitCode).toBe(0);
    expect(one.lines[0]).toMatch(/^registry .*platform\.db: migrated$/u);
    const open = await runMigrateCommand({ platform: platform.db, only: 'site-05' });
    expect(open).toEqual({
      lines: [
        'registry: migrated',
        'site-05: already current (10)',
        '1 site(s), schema 10: 0 migrated, 1 already current.',
      ],
      exitCode: 0,
    });
  });
});
