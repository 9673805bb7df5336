/**
 * A site database as SQL statements (./site-archive.ts): every table's schema and rows, then its
 * indexes, read over the libSQL client, so a local file and a Turso database export alike; and
 * the last migration applied to it.
 */
import type { Client } from '@libsql/client';
import { SITE_JOURNAL } from '../../../db/schema-version.ts';

export const quoteName = (name: string) => `"${name.replace(/"/gu, '""')}"`;

function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes =
      value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return `X'${Buffer.from(bytes).toString('hex')}'`;
  }
  return `'${String(value).replace(/'/gu, "''")}'`;
}

interface SchemaEntry {
  type: string;
  name: string;
  sql: string;
}

/** The tables whose rows are archived: FTS shadow tables are the virtual table's own business. */
export async function schemaOf(client: Client): Promise<{ tables: SchemaEntry[]; indexes: SchemaEntry[] }> {
  const result = await client.execute(
    "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
  );
  const entries = result.rows.map((row) => ({
    type: String(row['type']),
    name: String(row['name']),
    sql: String(row['sql']),
  }));
  const virtual = entries.filter((e) => e.type === 'table' && /^CREATE VIRTUAL TABLE/iu.test(e.sql));
  const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  return {
    tables: entries.filter((e) => e.type === 'table' && !isShadow(e.name)),
    indexes: entries.filter((e) => e.type !== 'table' && !isShadow(e.name)),
  };
}

/**
 * Every table's schema and rows of a database as SQL statements (tables, rows, then indexes).
 *
 * @example
 * const statements = await dumpDatabase(handle.client);
 */
export async function dumpDatabase(client: Client): Promise<string[]> {
  const { tables, indexes } = await schemaOf(client);
  const statements = tables.map((t) => t.sql);
  for (const table of tables) {
    const result = await client.execute(`SELECT * FROM ${quoteName(table.name)} ORDER BY rowid`);
    const columns = result.columns.map(quoteName).join(', ');
    for (const row of result.rows) {
      const values = result.columns.map((_, i) => sqlValue(row[i])).join(', ');
      statements.push(`INSERT INTO ${quoteName(table.name)} (${columns}) VALUES (${values})`);
    }
  }
  const sequence = await client
    .execute('SELECT name, seq FROM sqlite_sequence')
    .then((r) => r.rows)
    .catch(() => []);
  for (const row of sequence)
    statements.push(
      `INSERT INTO sqlite_sequence (name, seq) VALUES (${sqlValue(row['name'])}, ${sqlValue(row['seq'])})`,
    );
  statements.push(...indexes.map((i) => i.sql));
  return statements;
}

/** The last migration applied to a database (its tag from the journal), or 'none'. */
export async function schemaVersionOf(client: Client): Promise<string> {
  const result = await client
    .execute('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1')
    .catch(() => null);
  const when = Number(result?.rows[0]?.['created_at'] ?? NaN);
  if (!Number.isFinite(when)) return 'none';
  return SITE_JOURNAL.find((entry) => entry.when === when)?.tag ?? `migration at ${when}`;
}
