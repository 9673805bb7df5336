import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from '../../db/migrate.ts';
import { outbox, submissions } from '../../db/schema.ts';
import { createApp } from '../app.ts';
import { databaseSchemaCheck, siteSchemaCheck } from './schema-gate.ts';

const dir = mkdtempSync(join(tmpdir(), 'lunette-schema-gate-'));
let handle: DbHandle;

beforeAll(async () => {
  // A site database migrated to 0008: behind this code (0010).
  const folder = join(dir, 'to-0008');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, 9);
  writeFileSync(path, JSON.stringify(journal));
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrate(handle.db, { migrationsFolder: folder });
});

afterAll(() => {
  handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

const origin = 'http://site.localhost';
const post = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) =>
  app.request(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name: 'Muster', email: 'a@example.ch', message: 'Hallo' }),
  });

async function rows() {
  const count = async (table: typeof submissions | typeof outbox) =>
    (await handle.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
  return { submissions: await count(submissions), outbox: await count(outbox) };
}

describe('schemaGate', () => {
  it('refuses a write with 503 schema_behind and changes nothing; a GET still works', async () => {
    const app = createApp({ db: handle.db, services: { schema: siteSchemaCheck(handle.db) } });
    const before = await rows();
    const res = await post(app, '/api/v1/contact');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      success: false,
      error: {
        code: 'schema_behind',
        message: 'Die Website wird gerade aktualisiert. Bitte versuchen Sie es in einigen Minuten erneut.',
      },
    });
    expect(await rows()).toEqual(before);
    const english = await post(app, '/api/v1/contact?lang=en');
    expect(((await english.json()) as { error: { message: string } }).error.message).toMatch(
      /being updated/u,
    );
    const read = await app.request(`${origin}/api/v1/health`);
    expect(read.status).toBe(200);
  });

  it('lets sign-in through (its accounts live in the registry)', async () => {
    const app = createApp({ db: handle.db, services: { schema: siteSchemaCheck(handle.db) } });
    expect((await post(app, '/api/v1/auth/sign-in/email')).status).not.toBe(503);
  });

  it('opens once the site is migrated, and then stops asking the database', async () => {
    let clock = 0;
    let reads = 0;
    const reader = {
      execute: (query: string) => {
        reads++;
        return handle.client.execute(query);
      },
    };
    const check = databaseSchemaCheck(reader, { now: () => clock });
    expect(await check.isBehind()).toBe(true);
    expect(await check.isBehind()).toBe(true);
    expect(reads).toBe(1);
    await migrateDb(handle.db);
    clock += 10_001;
    expect(await check.isBehind()).toBe(false);
    expect(reads).toBe(2);
    clock += 60_000;
    expect(await check.isBehind()).toBe(false);
    expect(reads).toBe(2);
    const app = createApp({ db: handle.db, services: { schema: check } });
    expect((await post(app, '/api/v1/contact')).status).not.toBe(503);
  });
});
