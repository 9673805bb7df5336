/**
 * Opens the platform registry's database (`PLATFORM_DATABASE_URL`, default `platform.db` beside
 * the default site's database file) and applies its migrations (db/platform/migrations).
 */
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { createDbClient } from '../statement-cache.ts';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as authSchema from '../auth-schema.ts';
import { DEFAULT_DATABASE_URL } from '../client.ts';
import * as platformSchema from './schema.ts';

const schema = { ...platformSchema, ...authSchema };
export type PlatformDb = LibSQLDatabase<typeof schema>;

export interface PlatformDbHandle {
  db: PlatformDb;
  client: Client;
  url: string;
}

export const PLATFORM_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** `platform.db` in the folder of a `file:` site database URL; else `file:data/platform.db`. */
export function defaultPlatformUrl(siteDatabaseUrl: string = DEFAULT_DATABASE_URL): string {
  if (!siteDatabaseUrl.startsWith('file:')) return 'file:data/platform.db';
  const path = siteDatabaseUrl.slice('file:'.length);
  const slash = path.lastIndexOf('/');
  return `file:${slash >= 0 ? path.slice(0, slash + 1) : ''}platform.db`;
}

/** Opens (creating the folder of a local file) and migrates the registry. */
export async function openPlatformDb(url: string): Promise<PlatformDbHandle> {
  if (url.startsWith('file:')) {
    // Editor accounts and sessions: this user only (db/private-file.ts).
    await (await import('../private-file.ts')).preparePrivateDbFile(url.slice('file:'.length));
  }
  const authToken = process.env['PLATFORM_DATABASE_AUTH_TOKEN'];
  const client = createDbClient(authToken ? { url, authToken, timeout: 5000 } : { url, timeout: 5000 });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA foreign_keys = ON');
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: PLATFORM_MIGRATIONS_FOLDER });
  return { db, client, url };
}
