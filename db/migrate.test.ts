import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDb, type DbHandle } from './client.ts';
import {
  MIGRATIONS_FOLDER,
  RETIMED_MIGRATIONS,
  expectedSchemaVersion,
  isSchemaBehind,
  migrateDb,
  readAppliedSchema,
  readJournal,
} from './migrate.ts';

const dir = mkdtempSync(join(tmpdir(), 'lunette-migrate-'));
const handles: DbHandle[] = [];
afterAll(() => {
  for (const handle of handles) handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of db/migrations with the first `count` entries, 0009 under its old `when` if asked. */
function migrationsCopy(name: string, count: number, oldWhen: boolean): string {
  const folder = join(dir, name);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: { tag: string; when: number }[] };
  journal.entries = journal.entries.slice(0, count).map((entry) => {
    const moved = RETIMED_MIGRATIONS.find((m) => m.tag === entry.tag);
    return oldWhen && moved ? { ...entry, when: moved.from } : entry;
  });
  writeFileSync(path, JSON.stringify(journal));
  return folder;
}

async function fresh(name: string): Promise<DbHandle> {
  const handle = await openDb(`file:${join(dir, `${name}.db`)}`);
  handles.push(handle);
  return handle;
}

async function columns(handle: DbHandle, table: string): Promise<string[]> {
  const rows = await handle.client.execute(`PRAGMA table_info(\`${table}\`)`);
  return rows.rows.map((row) => String(row['name']));
}

async function expectCurrent(handle: DbHandle) {
  expect(await columns(handle, 'outbox')).toContain('language');
  expect(await columns(handle, 'page_versions')).toContain('snapshot');
  const applied = await readAppliedSchema(handle.client);
  expect(applied.version).toBe(expectedSchemaVersion());
  expect(isSchemaBehind(applied, expectedSchemaVersion())).toBe(false);
  const rows = await handle.client.execute('SELECT COUNT(*) AS n FROM __drizzle_migrations');
  expect(Number(rows.rows[0]?.['n'])).toBe(readJournal().length);
}

describe('the site migration journal', () => {
  it('has strictly increasing `when` values', () => {
    const whens = readJournal().map((entry) => entry.when);
    for (let i = 1; i < whens.length; i++) expect(whens[i]).toBeGreaterThan(whens[i - 1]!);
  });

  it('migrates a database migrated to 0008 before 0009 existed', async () => {
    const handle = await fresh('at-0008');
    await migrate(handle.db, { migrationsFolder: migrationsCopy('to-0008', 9, true) });
    expect(await columns(handle, 'outbox')).not.toContain('language');
    expect((await readAppliedSchema(handle.client)).version).toBe(8);
    expect(isSchemaBehind(await readAppliedSchema(handle.client), expectedSchemaVersion())).toBe(true);
    await migrateDb(handle.db);
    await expectCurrent(handle);
  });

  it('migrates a database that applied 0009 under its old `when` without applying it twice', async () => {
    const handle = await fresh('at-0009');
    await migrate(handle.db, { migrationsFolder: migrationsCopy('to-0009', 10, true) });
    expect(await columns(handle, 'outbox')).toContain('language');
    await migrateDb(handle.db);
    await expectCurrent(handle);
  });

  it('repairs a database that reached 0010 having skipped 0009', async () => {
    const handle = await fresh('at-0010-skipped');
    await migrate(handle.db, { migrationsFolder: migrationsCopy('to-0008b', 9, true) });
    await migrate(handle.db, { migrationsFolder: migrationsCopy('old-all', 11, true) });
    expect(await columns(handle, 'outbox')).not.toContain('language');
    expect(await columns(handle, 'page_versions')).toContain('snapshot');
    await migrateDb(handle.db);
    await expectCurrent(handle);
  });

  it('leaves a database that applied everything under the old journal as it is', async () => {
    const handle = await fresh('at-0010');
    await migrate(handle.db, { migrationsFolder: migrationsCopy('old-all-b', 11, true) });
    await migrateDb(handle.db);
    await expectCurrent(handle);
    await migrateDb(handle.db);
    await expectCurrent(handle);
  });

  it('reads no version from an empty database', async () => {
    const handle = await fresh('empty');
    const applied = await readAppliedSchema(handle.client);
    expect(applied.version).toBeNull();
    expect(isSchemaBehind(applied, expectedSchemaVersion())).toBe(true);
  });
});
