/**
 * The sign-in of one site of the network, through the real auth service over a fresh libSQL file:
 * members and admins sign in; the right password of anyone else is answered 403 'not_site_editor',
 * leaves no session behind and does not touch the account's lock counter.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { createAccountLock, type AccountLock } from '../../auth/account-lock.ts';
import type { EditorAuthService } from '../../auth/service.ts';
import { cookieHeaderFrom, TEST_EDITORS, testAuthService, testClientIp } from '../../auth/testing.ts';
import type { AuthService } from '../../auth/types.ts';
import { siteScopedAuth } from './site-auth.ts';

const SITE = 'optik-alpha';
const stranger = {
  email: 'fremd@optik-beta.test',
  password: 'Sonnenbrille-2026-test',
  name: 'Fritz Fremd',
  role: 'optician',
} as const;

let dir: string;
let handle: DbHandle;
let network: EditorAuthService;
let site: AuthService;
/** How each sign-in attempt ended for the account lock, in order. */
const outcomes: string[] = [];

/** The real lock (3 failures lock), recording how each attempt was settled. */
function recordingLock(): AccountLock {
  const lock = createAccountLock({ maxFailures: 3, lockMs: 60_000, forgetMs: 60_000, knownClientMs: 0 });
  return {
    begin(email, client) {
      const start = lock.begin(email, client);
      if (start.locked) return start;
      return {
        locked: false,
        finish(outcome) {
          outcomes.push(outcome);
          start.finish(outcome);
        },
      };
    },
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-site-auth-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  network = testAuthService(handle.db, { accountLock: recordingLock() });
  const member = await network.createEditor(TEST_EDITORS.optician);
  await network.createEditor(stranger);
  site = siteScopedAuth(network, SITE, {
    isMember: async (siteId, userId) => siteId === SITE && userId === member.id,
  });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const signIn = (email: string, password: string) =>
  site.handle(
    new Request('http://localhost/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email, password }),
    }),
    testClientIp(),
  );

describe('siteScopedAuth sign-in', () => {
  it('signs a member in', async () => {
    const res = await signIn(TEST_EDITORS.optician.email, TEST_EDITORS.optician.password);
    expect(res.status).toBe(200);
    const cookie = cookieHeaderFrom(res);
    expect(await site.editorFromHeaders(new Headers({ cookie }))).toMatchObject({ role: 'optician' });
  }, 20_000);

  it("answers a stranger's right password 403 'not_site_editor', with no session left", async () => {
    const res = await signIn(stranger.email, stranger.password);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'not_site_editor' } });
    expect(cookieHeaderFrom(res)).toBe('');
    expect(res.headers.getSetCookie().every((cookie) => /Max-Age=0/i.test(cookie))).toBe(true);
  }, 20_000);

  it("leaves the account's lock counter as it was: neither a failure nor a success", async () => {
    outcomes.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await signIn(stranger.email, 'wrong-password')).status);
    // Right passwords here: a lock counting them would close after the first (3 failures).
    for (let i = 0; i < 3; i++) statuses.push((await signIn(stranger.email, stranger.password)).status);
    // Nor did they reset it: one more failure is the third, and the account is locked.
    statuses.push((await signIn(stranger.email, 'wrong-password')).status);
    const locked = await signIn(stranger.email, stranger.password);
    expect(statuses).toEqual([401, 401, 403, 403, 403, 401]);
    expect(outcomes).toEqual(['failure', 'failure', ...Array(3).fill('not-counted'), 'failure']);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ error: { reason: 'ACCOUNT_LOCKED' } });
  }, 60_000);
});
