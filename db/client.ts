/**
 * Opens the libSQL database: a local file by default (`file:data/lunette.db`, WAL on) or a
 * Turso URL (`libsql://...` with `DATABASE_AUTH_TOKEN`). Migrations run from db/migrations.
 */
import type { Client } from '@libsql/client';
import { createDbClient } from './statement-cache.ts';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as authSchema from './auth-schema.ts';
import * as contentSchema from './schema.ts';

const schema = { ...contentSchema, ...authSchema };
export type Db = LibSQLDatabase<typeof schema>;
export const DEFAULT_DATABASE_URL = 'file:data/lunette.db';

export interface DbHandle {
  db: Db;
  client: Client;
  url: string;
}

/**
 * Opens a database by URL. Local files get WAL journaling and a busy timeout. The Turso token is
 * `options.authToken` when given (e.g. the network's group token for a site), else DATABASE_AUTH_TOKEN.
 */
export async function openDb(
  url: string = process.env['DATABASE_URL'] ?? DEFAULT_DATABASE_URL,
  options: { authToken?: string | undefined } = {},
): Promise<DbHandle> {
  if (!url) throw new Error('DATABASE_URL is missing: set it to file:... or libsql://...');
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    // Visitors' requests and editors' accounts: this user only (db/private-file.ts).
    if (path !== ':memory:') await (await import('./private-file.ts')).preparePrivateDbFile(path);
  }
  const authToken = options.authToken ?? process.env['DATABASE_AUTH_TOKEN'];
  // `timeout`: how long a connection waits for SQLite's write lock (every pooled connection).
  const client = createDbClient(authToken ? { url, authToken, timeout: 5000 } : { url, timeout: 5000 });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA foreign_keys = ON');
  }
  return { db: drizzle(client, { schema }), client, url };
}

export { schema };
