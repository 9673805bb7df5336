/**
 * Test support for the editor API and the content store: a fresh migrated and seeded libSQL
 * file, a fake auth service (`x-test-editor: 1` means a signed-in editor), request helpers and a
 * dump of the content tables to prove that refused requests changed nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { openDb, type Db, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { fields, groups, navigation, pages, settings } from '../../../db/schema.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { createApp } from '../../app.ts';
import type { AuthService, Editor } from '../../auth/types.ts';
import type { PublishedChange, RebuildService } from '../../services/rebuild.ts';

export const TEST_EDITOR: Editor = {
  id: 'editor-1',
  email: 'anna@example.ch',
  name: 'Anna',
  role: 'optician',
};

/** Recognises `x-test-editor: 1` as a signed-in editor; everything else as nobody. */
export const fakeAuth: AuthService = {
  editorFromHeaders: async (headers) => (headers.get('x-test-editor') === '1' ? TEST_EDITOR : null),
  handle: async () => new Response(null, { status: 404 }),
};

/** A rebuild service that records what it was asked to make live. */
export function recordingRebuild(): RebuildService & { calls: PublishedChange[] } {
  const calls: PublishedChange[] = [];
  return { calls, afterPublish: async (change) => void calls.push(change) };
}

export interface TestDb {
  handle: DbHandle;
  db: Db;
  close: () => Promise<void>;
}

/** A fresh, migrated and seeded database in a temp folder. */
export async function freshDb(): Promise<TestDb> {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-editor-'));
  const handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  return {
    handle,
    db: handle.db,
    close: async () => {
      handle.client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every content row, in id order, as one string (compare before and after a refused request). */
export async function dumpContent(db: Db): Promise<string> {
  const [p, g, f, n, s] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.id)),
    db.select().from(groups).orderBy(asc(groups.id)),
    db.select().from(fields).orderBy(asc(fields.id)),
    db.select().from(navigation),
    db.select().from(settings),
  ]);
  return JSON.stringify({ p, g, f, n, s });
}

export type TestApp = ReturnType<typeof createApp>;

/** The app over `db` with the fake auth, a fixed clock and a recording rebuild service. */
export function testApp(db: Db) {
  const rebuild = recordingRebuild();
  const app = createApp({
    db,
    services: { auth: fakeAuth, rebuild, now: () => new Date('2026-11-22T10:00:00Z') },
  });
  return { app, rebuild };
}

/**
 * A `fetch` into the app as a signed-in editor's browser sends it: the fake session header, and
 * the page's own origin on writes (what the CSRF check looks for). For the editor's API clients.
 */
export function editorBrowserFetch(app: {
  request: (url: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return (async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-test-editor', '1');
    if (init.method && init.method !== 'GET') headers.set('origin', 'http://localhost');
    return app.request(url, { ...init, headers });
  }) as unknown as typeof globalThis.fetch;
}

export interface CallOptions {
  /** Signed in (default true). */
  editor?: boolean;
  /** Origin header for writes (default the app's own). */
  origin?: string | null;
  method?: string;
  /** A raw body instead of JSON.stringify(body). */
  raw?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON paths
export type Json = Record<string, any>;

/** Sends a request to the app and reads the JSON answer. */
export async function call(
  app: TestApp,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<{ status: number; body: Json }> {
  const method = opts.method ?? (body === undefined && opts.raw === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {};
  if (opts.editor ?? true) headers['x-test-editor'] = '1';
  const origin = opts.origin === undefined ? 'http://localhost' : opts.origin;
  if (origin !== null && method !== 'GET') headers['origin'] = origin;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: opts.raw ?? JSON.stringify(body ?? {}) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}
