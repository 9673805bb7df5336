/**
 * A session check while the database cannot be reached (Turso down) is an outage, answered 503
 * with the translated `database_unavailable` error, never a 401 that tells a signed-in editor
 * they are signed out. The database is served over Hrana HTTP (tests/fixtures/hrana-server.ts)
 * and paused, as the workerd journey does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { startHranaServer, type HranaServer } from '../../tests/fixtures/hrana-server.ts';
import { createApp } from '../app.ts';
import { isDatabaseUnreachable } from '../errors.ts';
import { signInForTest, TEST_EDITORS, testAuthService } from './testing.ts';

let dir: string;
let server: HranaServer;
let handle: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-auth-outage-'));
  const file = join(dir, 'site.db');
  const local = await openDb(`file:${file}`);
  await migrateDb(local.db);
  local.client.close();
  server = await startHranaServer({ file });
  handle = await openDb(server.url);
});
afterAll(async () => {
  handle?.client.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('session check during a database outage', () => {
  it('throws the outage on, and the API answers 503 database_unavailable', async () => {
    const auth = testAuthService(handle.db, { sessionCacheMs: 0 });
    await auth.createEditor(TEST_EDITORS.optician);
    const app = createApp({ db: handle.db, services: { auth } });
    const cookie = await signInForTest(app, TEST_EDITORS.optician.email, TEST_EDITORS.optician.password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toMatchObject({
      email: TEST_EDITORS.optician.email,
    });
    await server.pause();
    try {
      const error = await auth.editorFromHeaders(new Headers({ cookie })).catch((e: unknown) => e);
      expect(isDatabaseUnreachable(error)).toBe(true);
      const answer = await app.request('/api/v1/submissions', { headers: { cookie } });
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('database_unavailable');
    } finally {
      await server.resume();
    }
    // Back: the same cookie is an editor again.
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
  });
});
