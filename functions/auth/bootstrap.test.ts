/**
 * The launcher's first-start duties: the stored auth secret (0600, stable) and the first admin
 * (from env once; otherwise generated, its password printed once and never again).
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/auth-schema.ts';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { createApp } from '../app.ts';
import { bootstrapAdmin, businessDomain, loadOrCreateAuthSecret } from './bootstrap.ts';
import type { EditorAuthService } from './service.ts';
import { signInForTest, testAuthService } from './testing.ts';

let dir: string;
let handle: DbHandle;
let auth: EditorAuthService;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-bootstrap-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  auth = testAuthService(handle.db);
});

afterEach(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

function recorder() {
  const lines: string[] = [];
  return { lines, log: (message: string) => lines.push(message) };
}

describe('loadOrCreateAuthSecret', () => {
  it('creates a long secret with mode 0600 and returns the same one afterwards', async () => {
    const path = join(dir, 'auth-secret');
    const first = await loadOrCreateAuthSecret(path);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateAuthSecret(path)).toBe(first);
  });

  it('keeps a secret that is already there', async () => {
    const path = join(dir, 'auth-secret');
    await writeFile(path, 'an-operator-chosen-secret-that-is-long-enough\n');
    expect(await loadOrCreateAuthSecret(path)).toBe('an-operator-chosen-secret-that-is-long-enough');
  });
});

describe('bootstrapAdmin from env', () => {
  const env = {
    LUNETTE_ADMIN_EMAIL: 'Chefin@Optik-Sonnenberg.ch',
    LUNETTE_ADMIN_PASSWORD: 'Gleitsicht-2026-Start',
  };

  it('creates the admin once and can sign in with it', async () => {
    const out = recorder();
    expect(await bootstrapAdmin({ db: handle.db, auth, env, log: out.log })).toEqual({
      action: 'created-from-env',
      email: 'chefin@optik-sonnenberg.ch',
    });
    expect(await bootstrapAdmin({ db: handle.db, auth, env, log: out.log })).toEqual({ action: 'none' });
    const rows = await handle.db.select().from(user);
    expect(rows.map((r) => [r.email, r.role])).toEqual([['chefin@optik-sonnenberg.ch', 'admin']]);
    expect(out.lines.join('\n')).not.toContain(env.LUNETTE_ADMIN_PASSWORD);

    const app = createApp({ db: handle.db, services: { auth } });
    const cookie = await signInForTest(app, env.LUNETTE_ADMIN_EMAIL, env.LUNETTE_ADMIN_PASSWORD);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toMatchObject({ role: 'admin' });
  });

  it('never changes an existing account', async () => {
    await bootstrapAdmin({ db: handle.db, auth, env, log: () => {} });
    const changed = { ...env, LUNETTE_ADMIN_PASSWORD: 'a-different-password-2026' };
    expect(await bootstrapAdmin({ db: handle.db, auth, env: changed, log: () => {} })).toEqual({
      action: 'none',
    });
    const app = createApp({ db: handle.db, services: { auth } });
    await expect(signInForTest(app, env.LUNETTE_ADMIN_EMAIL, env.LUNETTE_ADMIN_PASSWORD)).resolves.toContain(
      'session_token',
    );
  });

  it('refuses half a configuration or a short password', async () => {
    await expect(
      bootstrapAdmin({ db: handle.db, auth, env: { LUNETTE_ADMIN_EMAIL: 'a@b.ch' }, log: () => {} }),
    ).rejects.toThrow(/both/);
    await expect(
      bootstrapAdmin({
        db: handle.db,
        auth,
        env: { LUNETTE_ADMIN_EMAIL: 'a@b.ch', LUNETTE_ADMIN_PASSWORD: 'short' },
        log: () => {},
      }),
    ).rejects.toThrow(/at least 12/);
    expect(await handle.db.select().from(user)).toEqual([]);
  });
});

describe('bootstrapAdmin without env', () => {
  it('generates an admin for the business domain, prints the password once, never again', async () => {
    await seedDemoSite(handle.db);
    const domain = await businessDomain(handle.db);
    expect(domain).not.toBe('lunette.local');
    const out = recorder();
    const result = await bootstrapAdmin({ db: handle.db, auth, env: {}, log: out.log });
    expect(result).toEqual({ action: 'created-generated', email: `admin@${domain}` });
    expect(out.lines).toHaveLength(1);
    const password = /password: (\S+)/.exec(out.lines[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(24);

    for (let i = 0; i < 2; i++) {
      expect(await bootstrapAdmin({ db: handle.db, auth, env: {}, log: out.log })).toEqual({
        action: 'none',
      });
    }
    expect(out.lines).toHaveLength(1);
    expect(out.lines.filter((line) => line.includes(password))).toHaveLength(1);

    const app = createApp({ db: handle.db, services: { auth } });
    const cookie = await signInForTest(app, `admin@${domain}`, password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toMatchObject({ role: 'admin' });
  });

  it('falls back to lunette.local without a business e-mail', async () => {
    expect(await businessDomain(handle.db)).toBe('lunette.local');
    const result = await bootstrapAdmin({ db: handle.db, auth, env: {}, log: () => {} });
    expect(result).toEqual({ action: 'created-generated', email: 'admin@lunette.local' });
  });

  it('creates nothing when an editor exists already', async () => {
    await auth.createEditor({
      email: 'olivia@optik.test',
      password: 'Brillenglas-2026-test',
      name: 'Olivia',
      role: 'optician',
    });
    const out = recorder();
    expect(await bootstrapAdmin({ db: handle.db, auth, env: {}, log: out.log })).toEqual({ action: 'none' });
    expect(out.lines).toEqual([]);
  });
});
