/**
 * A site database's schema version without touching the file system (the Worker imports this):
 * the number of the last migration of db/migrations' journal it has applied (`0010_...` -> 10),
 * read from drizzle's `__drizzle_migrations` table. db/migrate.ts applies the migrations.
 */
/** What reading the applied schema needs of a database: a libSQL `Client` has it. */
export interface SqlReader {
  execute(sql: string): Promise<{ rows: ArrayLike<Record<string, unknown>> }>;
}
import siteJournal from './migrations/meta/_journal.json' with { type: 'json' };

/** One entry of a drizzle journal (`meta/_journal.json`). */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The site migrations' journal as this code was built with it. */
export const SITE_JOURNAL: readonly JournalEntry[] = siteJournal.entries;

/** The number of a migration tag (`0010_version_history` -> 10), else its index. */
export function versionOf(entry: JournalEntry): number {
  const match = /^(\d+)_/u.exec(entry.tag);
  return match ? Number(match[1]) : entry.idx;
}

/** The schema version a journal leads to: its last entry's number (-1 for an empty journal). */
export function expectedVersionOf(entries: readonly JournalEntry[] = SITE_JOURNAL): number {
  const last = entries.at(-1);
  return last ? versionOf(last) : -1;
}

/** What a database has applied, read from drizzle's `__drizzle_migrations`. */
export interface AppliedSchema {
  /** The last journal entry applied (null: none, or no migrations table). */
  version: number | null;
  /** The greatest `created_at` recorded (what drizzle compares each entry's `when` with). */
  lastWhen: number | null;
  /** A migration newer than this code's journal was applied (a newer deploy migrated it). */
  ahead: boolean;
}

/** The applied version for a greatest `created_at`, against a journal. */
export function appliedSchemaOf(lastWhen: number | null, entries: readonly JournalEntry[]): AppliedSchema {
  if (lastWhen === null) return { version: null, lastWhen, ahead: false };
  const last = entries.filter((entry) => entry.when <= lastWhen).at(-1);
  const newest = entries.at(-1);
  return {
    version: last ? versionOf(last) : null,
    lastWhen,
    ahead: newest !== undefined && lastWhen > newest.when,
  };
}

/** Reads a database's applied schema (one small query; no migrations table: nothing applied). */
export async function readAppliedSchema(
  client: SqlReader,
  entries: readonly JournalEntry[] = SITE_JOURNAL,
): Promise<AppliedSchema> {
  let lastWhen: number | null = null;
  try {
    const result = await client.execute('SELECT MAX(created_at) AS last FROM __drizzle_migrations');
    const value = result.rows[0]?.['last'];
    lastWhen = value === null || value === undefined ? null : Number(value);
  } catch (error) {
    if (!/no such table/iu.test(String(error))) throw error;
  }
  return appliedSchemaOf(lastWhen, entries);
}

/** Whether an applied schema is behind the expected version (nothing applied counts as behind). */
export function isSchemaBehind(applied: AppliedSchema, expected: number = expectedVersionOf()): boolean {
  if (applied.ahead) return false;
  return applied.version === null || applied.version < expected;
}
