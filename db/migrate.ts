/**
 * Applies the generated migrations in db/migrations (idempotent) and tells a database's schema
 * version: the number of the last migration of the journal it has applied (`0010_...` -> 10).
 *
 * drizzle's libsql migrator applies only the journal entries whose `when` is greater than the
 * greatest `created_at` in `__drizzle_migrations`, so `when` must grow with the index. Migration
 * 0009 once had a smaller `when` than 0008 (docs/decisions/0025): `repairRetimedMigrations` moves
 * its recorded row to the new `when` and applies it where it was skipped, before drizzle runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  expectedVersionOf,
  isSchemaBehind,
  readAppliedSchema,
  versionOf,
  type AppliedSchema,
  type JournalEntry,
  type SqlReader,
} from './schema-version.ts';

export { expectedVersionOf, isSchemaBehind, readAppliedSchema, versionOf };
export type { AppliedSchema, JournalEntry, SqlReader };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** 0009's `when` was below 0008's: databases migrated to 0008 first skipped it for ever. */
export const RETIMED_MIGRATIONS: readonly RetimedMigration[] = [
  { tag: '0009_outbox_language', from: 1795857522238, to: 1796150000000 },
];

/** A migration whose `when` changed after databases had applied it under the old value. */
export interface RetimedMigration {
  tag: string;
  /** The `when` it had (recorded as `created_at` where it was applied then). */
  from: number;
  /** Its `when` now. */
  to: number;
}

/** The journal of a migrations folder, in order. */
export function readJournal(folder: string = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The schema version this code (or a migrations folder) expects: its journal's last entry. */
export function expectedSchemaVersion(folder: string = MIGRATIONS_FOLDER): number {
  return expectedVersionOf(readJournal(folder));
}

/** A database's applied schema version against a migrations folder's journal. */
export async function readAppliedSchemaIn(
  client: SqlReader,
  folder: string = MIGRATIONS_FOLDER,
): Promise<AppliedSchema> {
  return readAppliedSchema(client, readJournal(folder));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any drizzle libSQL database (site or registry schema)
type AnyLibSqlDb = LibSQLDatabase<any>;

/** The client under a drizzle libSQL database (drizzle keeps it as `$client`). */
const clientOf = (db: AnyLibSqlDb): Client => (db as unknown as { $client: Client }).$client;

async function columnNames(client: Client, table: string): Promise<Set<string> | null> {
  const result = await client.execute(`PRAGMA table_info(\`${table}\`)`);
  return result.rows.length ? new Set(result.rows.map((row) => String(row['name']))) : null;
}

/**
 * Brings databases migrated under an old `when` of a retimed migration in line with the journal:
 * its row moves to the new `when`; where it was skipped (a later migration applied, it not), it is
 * applied now. Its statements are `ALTER TABLE ... ADD` only (0009), checked column by column.
 */
export async function repairRetimedMigrations(
  client: Client,
  folder: string = MIGRATIONS_FOLDER,
  retimed: readonly RetimedMigration[] = RETIMED_MIGRATIONS,
): Promise<void> {
  const entries = readJournal(folder);
  const exists = await client.execute(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
  );
  if (!exists.rows.length) return;
  for (const move of retimed) {
    if (!entries.some((entry) => entry.tag === move.tag && entry.when === move.to)) continue;
    await client.execute({
      sql: 'UPDATE __drizzle_migrations SET created_at = ? WHERE created_at = ?',
      args: [move.to, move.from],
    });
    const rows = await client.execute({
      sql: 'SELECT (SELECT COUNT(*) FROM __drizzle_migrations WHERE created_at = ?) AS has, (SELECT MAX(created_at) FROM __drizzle_migrations) AS last',
      args: [move.to],
    });
    const has = Number(rows.rows[0]?.['has'] ?? 0);
    const last = Number(rows.rows[0]?.['last'] ?? 0);
    // Not recorded, and drizzle will not apply it (a later one is recorded): it was skipped.
    if (has > 0 || last < move.to) continue;
    const sqlText = readFileSync(join(folder, `${move.tag}.sql`), 'utf8');
    const statements: string[] = [];
    for (const statement of sqlText.split('--> statement-breakpoint')) {
      const body = statement.replace(/^\s*--.*$/gmu, '').trim();
      if (!body) continue;
      const add = /^ALTER TABLE `(\w+)` ADD `(\w+)`/iu.exec(body);
      if (!add) throw new Error(`${move.tag}: only ALTER TABLE ... ADD can be repaired, not: ${body}`);
      const columns = await columnNames(client, add[1]!);
      if (columns && !columns.has(add[2]!)) statements.push(body);
    }
    const { createHash } = await import('node:crypto');
    await client.batch(
      [
        ...statements,
        {
          sql: 'INSERT INTO __drizzle_migrations ("hash", "created_at") VALUES (?, ?)',
          args: [createHash('sha256').update(sqlText).digest('hex'), move.to],
        },
      ],
      'write',
    );
  }
}

/** Migrates a site database (or, with `migrationsFolder`, a database over another folder). */
export async function migrateDb(
  db: AnyLibSqlDb,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await repairRetimedMigrations(clientOf(db), migrationsFolder);
  await migrate(db, { migrationsFolder });
}

/** A migration that failed: which one, and why (`cause`). */
export class MigrationFailure extends Error {
  readonly tag: string;
  constructor(tag: string, cause: unknown) {
    super(`migration ${tag} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationFailure';
    this.tag = tag;
  }
}

/** What `migrateStepwise` did. */
export interface StepwiseResult {
  /** The version before (null: nothing applied). */
  from: number | null;
  /** The version after. */
  to: number | null;
  /** The tags applied now, in order. */
  applied: string[];
}

/**
 * Migrates like `migrateDb` (same `__drizzle_migrations` rows, same rule: every journal entry
 * whose `when` is above the last recorded one) but one transaction per migration, so a failure
 * names its migration (`MigrationFailure`) and keeps the ones before it applied.
 */
export async function migrateStepwise(
  client: Client,
  folder: string = MIGRATIONS_FOLDER,
): Promise<StepwiseResult> {
  await repairRetimedMigrations(client, folder);
  await client.execute(
    'CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
  );
  const entries = readJournal(folder);
  const before = await readAppliedSchema(client, entries);
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const applied: string[] = [];
  for (const [index, migration] of migrations.entries()) {
    if (before.lastWhen !== null && before.lastWhen >= migration.folderMillis) continue;
    const tag = entries[index]?.tag ?? String(index);
    try {
      await client.migrate([
        ...migration.sql.map((statement) => ({ sql: statement, args: [] })),
        {
          sql: 'INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)',
          args: [migration.hash, migration.folderMillis],
        },
      ]);
    } catch (error) {
      throw new MigrationFailure(tag, error);
    }
    applied.push(tag);
  }
  const after = applied.length ? await readAppliedSchema(client, entries) : before;
  return { from: before.version, to: after.version, applied };
}
