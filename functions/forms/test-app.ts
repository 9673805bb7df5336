/**
 * The shared set-up of the public forms' API tests (not part of the app): a fresh, migrated and
 * seeded libSQL file per test file, the app on it with a fixed clock and a counted outbox wake-up,
 * and a `post` that sends each request from its own client address (so rate limits only count
 * where a test means them to).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { createApp } from '../app.ts';

/** The fixed time every test submission is stored at. */
export const FORM_TEST_NOW = new Date('2026-11-22T10:00:00Z');

export interface FormTestApp {
  handle: DbHandle;
  app: ReturnType<typeof createApp>;
  /** How often the outbox was woken since the current test started. */
  wakes: number;
}

export interface PostOptions {
  /** The client address (cf-connecting-ip); a fresh one per request by default. */
  client?: string;
  /** Appended to the path, e.g. '?lang=en'. */
  query?: string;
  /** A body sent as it is instead of the JSON of `body`. */
  raw?: string | ReadableStream<Uint8Array>;
}

/**
 * Registers the set-up and tear-down hooks and returns the test app (filled in by `beforeAll`)
 * with a `post` to `path`. Fresh client addresses are `${clientPrefix}1`, `${clientPrefix}2`, ...
 *
 * @example
 * const { t, post } = setUpFormTestApp('contact', '/api/v1/contact', '10.1.0.');
 */
export function setUpFormTestApp(name: string, path: string, clientPrefix: string) {
  const t = { wakes: 0 } as FormTestApp;
  let dir = '';
  let nextClient = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `lunette-${name}-`));
    t.handle = await openDb(`file:${join(dir, 'test.db')}`);
    await migrateDb(t.handle.db);
    await seedDemoSite(t.handle.db);
    t.app = createApp({
      db: t.handle.db,
      services: { now: () => FORM_TEST_NOW, outbox: { wake: () => void t.wakes++ } },
    });
  });

  afterAll(async () => {
    t.handle.client.close();
    await rm(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    t.wakes = 0;
  });

  async function post(body: unknown, opts: PostOptions = {}) {
    const res = await t.app.request(`${path}${opts.query ?? ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'cf-connecting-ip': opts.client ?? `${clientPrefix}${++nextClient}`,
      },
      body: opts.raw ?? JSON.stringify(body),
      // Node's fetch needs this for a stream body.
      ...(opts.raw instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON paths
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  return { t, post };
}
