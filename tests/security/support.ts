/**
 * What the security suites share: the real app over a fresh, migrated, seeded database in a temp
 * folder with the real sign-in (two test editors), the list of write routes read from the app
 * itself (so a new route is covered without editing a list), a body stream that counts what was
 * pulled from it, and a fingerprint of the whole database to prove a refused request changed
 * nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { createApp } from '../../functions/app.ts';
import type { EditorAuthService } from '../../functions/auth/service.ts';
import { TEST_EDITORS, signInForTest, withTestEditors } from '../../functions/auth/testing.ts';
import { createNodeApp } from '../../functions/node.ts';

export const ORIGIN = 'http://localhost';

export interface SecurityApp {
  dir: string;
  handle: DbHandle;
  auth: EditorAuthService;
  app: ReturnType<typeof createApp>;
  /** The embedded Node server's app over the same database (no pages). */
  node: ReturnType<typeof createNodeApp>;
  /** Cookie header of a fresh admin session. */
  signInAdmin(): Promise<string>;
  close(): Promise<void>;
}

/** The app over a fresh seeded database with the test editors. */
export async function openSecurityApp(name: string): Promise<SecurityApp> {
  const dir = await mkdtemp(join(tmpdir(), `lunette-security-${name}-`));
  const handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  const { auth } = await withTestEditors(handle.db);
  const app = createApp({ db: handle.db, services: { auth } });
  const node = createNodeApp({
    db: handle.db,
    distDir: dir,
    mediaDir: join(dir, 'media'),
    services: { auth },
  });
  return {
    dir,
    handle,
    auth,
    app,
    node,
    signInAdmin: () => signInForTest(app, TEST_EDITORS.admin.email, TEST_EDITORS.admin.password),
    async close() {
      handle.client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface WriteRoute {
  method: string;
  /** The route's pattern as the app registered it ('/api/v1/jobs/:id'). */
  pattern: string;
  /** A path that reaches it (parameters filled in, the auth wildcard as the e-mail sign-in). */
  path: string;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Fills a route pattern's parameters and wildcard with values that reach its handler. */
export function samplePath(pattern: string): string {
  if (pattern === '/api/v1/auth/*') return '/api/v1/auth/sign-in/email';
  return pattern.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, 'sample-id').replace(/\/\*$/, '/sample');
}

/**
 * Every write route of the app under /api/: each method and path that has a handler (not only
 * middleware), read from `app.routes`.
 */
export function writeRoutes(app: { routes: { method: string; path: string }[] }): WriteRoute[] {
  const seen = new Map<string, WriteRoute>();
  for (const route of app.routes) {
    if (READ_METHODS.has(route.method) || route.method === 'ALL') continue;
    if (!route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key))
      seen.set(key, { method: route.method, pattern: route.path, path: samplePath(route.path) });
  }
  return [...seen.values()];
}

/** A body of `chunks` chunks of `size` bytes that counts how many bytes were pulled from it. */
export function countingStream(chunks: number, size: number, fill = 0x20) {
  let pulled = 0;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= chunks) return controller.close();
        sent += 1;
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(fill));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** Every table's rows, as one string: equal before and after means nothing changed. */
export async function databaseFingerprint(handle: DbHandle): Promise<string> {
  const tables = await handle.client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
  );
  const parts: string[] = [];
  for (const row of tables.rows) {
    const name = String(row['name']);
    // Sessions and the sign-in rate limit change with every sign-in: not what a write touches.
    if (['session', 'rate_limit', 'verification'].includes(name)) continue;
    // Sorted here, not by rowid: the site search's FTS5 shadow tables have none (WITHOUT ROWID).
    const rows = await handle.client.execute(`select * from "${name}"`);
    parts.push(`${name}:${JSON.stringify(rows.rows.map((row) => JSON.stringify(row)).toSorted())}`);
  }
  return parts.join('\n');
}
