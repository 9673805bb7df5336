/**
 * The session cache: what it remembers and for how long, and every way it is emptied; then with
 * the real better-auth service over a migrated libSQL file: signing out and changing the password
 * take effect at once, a ban written straight to the database (as another process would) within
 * the cache's lifetime.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/auth-schema.ts';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { createApp } from '../app.ts';
import {
  SESSION_CACHE_TTL_MS,
  sessionKey,
  withSessionCache,
  type SessionCacheOptions,
} from './session-cache.ts';
import { TEST_EDITORS, signInForTest, testAuthService } from './testing.ts';
import type { AuthService, Editor } from './types.ts';

const ANNA: Editor = { id: 'u1', email: 'anna@example.ch', name: 'Anna', role: 'optician' };
const cookieOf = (token: string) => new Headers({ cookie: `theme=dark; lunette.session_token=${token}` });

/** A fake auth service: `sessions` maps token -> editor; counts look-ups. */
function fakeService() {
  const sessions = new Map<string, Editor>([['t1.sig', ANNA]]);
  const calls = { lookups: 0, ended: 0, clientIps: [] as (string | null | undefined)[] };
  let gate: Promise<void> | null = null;
  const service: AuthService & { endSession(headers: Headers): Promise<void> } = {
    async editorFromHeaders(headers) {
      calls.lookups += 1;
      const token = /session_token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? '';
      const editor = sessions.get(token) ?? null;
      if (gate) await gate;
      return editor;
    },
    async handle(request, ...[clientIp]: [(string | null)?]) {
      if (clientIp !== undefined) calls.clientIps.push(clientIp);
      if (new URL(request.url).pathname.endsWith('/fail')) throw new Error('boom');
      return new Response(null, { status: request.method === 'POST' ? 400 : 200 });
    },
    async endSession() {
      calls.ended += 1;
    },
  };
  return {
    service,
    sessions,
    calls,
    hold: () => {
      let open!: () => void;
      gate = new Promise((done) => (open = done));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

function cached(options: SessionCacheOptions = {}) {
  const fake = fakeService();
  const clock = { now: 1_000 };
  const service = withSessionCache(fake.service, { now: () => clock.now, ...options });
  return { ...fake, clock, cachedService: service };
}

describe('sessionKey', () => {
  it('is the session cookie (the Secure one too), ignoring every other cookie', () => {
    expect(sessionKey(cookieOf('abc.sig'))).toBe('lunette.session_token=abc.sig');
    expect(sessionKey(new Headers({ cookie: '__Secure-lunette.session_token=x.y; a=b' }))).toBe(
      '__Secure-lunette.session_token=x.y',
    );
    expect(sessionKey(new Headers({ cookie: 'theme=dark' }))).toBeNull();
    expect(sessionKey(new Headers({ cookie: 'lunette.session_token=' }))).toBeNull();
    expect(sessionKey(new Headers())).toBeNull();
  });
});

describe('withSessionCache', () => {
  it('hands the auth endpoints the client address it was given (the rate limits count by it)', async () => {
    const { cachedService, calls } = cached();
    await cachedService.handle(new Request('http://localhost/api/v1/auth/get-session'), '198.51.100.7');
    await cachedService.handle(new Request('http://localhost/api/v1/auth/get-session'));
    expect(calls.clientIps).toEqual(['198.51.100.7']);
  });

  it(`remembers an editor for ${SESSION_CACHE_TTL_MS} ms, then asks again`, async () => {
    const { cachedService, calls, clock, sessions } = cached();
    expect(await cachedService.editorFromHeaders(cookieOf('t1.sig'))).toEqual(ANNA);
    clock.now += SESSION_CACHE_TTL_MS - 1;
    expect(await cachedService.editorFromHeaders(cookieOf('t1.sig'))).toEqual(ANNA);
    expect(calls.lookups).toBe(1);
    sessions.delete('t1.sig'); // ended elsewhere
    clock.now += 1;
    expect(await cachedService.editorFromHeaders(cookieOf('t1.sig'))).toBeNull();
    expect(calls.lookups).toBe(2);
  });

  it('never remembers nobody, nor a request without a session cookie', async () => {
    const { cachedService, calls, sessions } = cached();
    expect(await cachedService.editorFromHeaders(cookieOf('t2.sig'))).toBeNull();
    sessions.set('t2.sig', ANNA);
    expect(await cachedService.editorFromHeaders(cookieOf('t2.sig'))).toEqual(ANNA);
    await cachedService.editorFromHeaders(new Headers());
    await cachedService.editorFromHeaders(new Headers());
    expect(calls.lookups).toBe(4);
  });

  it('is emptied by every auth request but GET and HEAD, refused or failed ones too', async () => {
    const { cachedService, calls } = cached();
    const lookUp = () => cachedService.editorFromHeaders(cookieOf('t1.sig'));
    await lookUp();
    await cachedService.handle(new Request('http://localhost/api/v1/auth/get-session'));
    await cachedService.handle(new Request('http://localhost/api/v1/auth/ok', { method: 'HEAD' }));
    await lookUp();
    expect(calls.lookups).toBe(1);
    const out = await cachedService.handle(
      new Request('http://localhost/api/v1/auth/sign-out', { method: 'POST' }),
    );
    expect(out.status).toBe(400); // the answer is passed on unchanged
    await lookUp();
    expect(calls.lookups).toBe(2);
    await expect(
      cachedService.handle(new Request('http://localhost/api/v1/auth/fail', { method: 'POST' })),
    ).rejects.toThrow('boom');
    await lookUp();
    expect(calls.lookups).toBe(3);
  });

  it('is emptied by endSession', async () => {
    const { cachedService, calls } = cached();
    await cachedService.editorFromHeaders(cookieOf('t1.sig'));
    await cachedService.endSession(cookieOf('t1.sig'));
    await cachedService.editorFromHeaders(cookieOf('t1.sig'));
    expect(calls).toMatchObject({ lookups: 2, ended: 1 });
  });

  it('does not remember a look-up that was running while it was emptied', async () => {
    const { cachedService, calls, hold } = cached();
    const release = hold();
    const running = cachedService.editorFromHeaders(cookieOf('t1.sig'));
    await cachedService.endSession(cookieOf('t1.sig'));
    release();
    expect(await running).toEqual(ANNA);
    await cachedService.editorFromHeaders(cookieOf('t1.sig'));
    expect(calls.lookups).toBe(2);
  });

  it('holds at most `max` sessions, dropping the oldest', async () => {
    const { cachedService, calls, sessions } = cached({ max: 2 });
    for (const token of ['a.s', 'b.s', 'c.s']) sessions.set(token, ANNA);
    for (const token of ['a.s', 'b.s', 'c.s']) await cachedService.editorFromHeaders(cookieOf(token));
    await cachedService.editorFromHeaders(cookieOf('c.s'));
    await cachedService.editorFromHeaders(cookieOf('b.s'));
    expect(calls.lookups).toBe(3);
    await cachedService.editorFromHeaders(cookieOf('a.s'));
    expect(calls.lookups).toBe(4);
  });

  it('with ttlMs 0 is the service itself', () => {
    const { service } = fakeService();
    expect(withSessionCache(service, { ttlMs: 0 })).toBe(service);
  });
});

describe('with the real auth service', () => {
  let dir: string;
  let handle: DbHandle;
  const clock = { now: 0 };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lunette-session-cache-'));
    handle = await openDb(`file:${join(dir, 'test.db')}`);
    await migrateDb(handle.db);
  });
  afterAll(async () => {
    handle.client.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The service as createAuthService makes it, with the cache's clock in the test's hand. */
  async function setUp(email: string) {
    const inner = testAuthService(handle.db, { sessionCacheMs: 0 });
    const auth = withSessionCache(inner, { now: () => clock.now });
    const app = createApp({ db: handle.db, services: { auth } });
    const password = TEST_EDITORS.optician.password;
    await auth.createEditor({ email, password, name: 'Olivia', role: 'optician' });
    const cookie = await signInForTest(app, email, password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
    return { auth, app, cookie, password };
  }

  it('refuses a signed-out session at once', async () => {
    const { auth, app, cookie } = await setUp('out@optik-sonnenberg.test');
    const out = await app.request('/api/v1/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
  });

  it("refuses the account's other sessions at once after a password change", async () => {
    const { auth, app, cookie, password } = await setUp('change@optik-sonnenberg.test');
    const other = await signInForTest(app, 'change@optik-sonnenberg.test', password);
    expect(await auth.editorFromHeaders(new Headers({ cookie: other }))).not.toBeNull();
    const res = await app.request('/api/v1/auth/change-password', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: password, newPassword: 'Brillenputztuch-2026-neu' }),
    });
    expect(res.status).toBe(200);
    expect(await auth.editorFromHeaders(new Headers({ cookie: other }))).toBeNull();
  });

  it(`counts a ban written straight to the database within ${SESSION_CACHE_TTL_MS} ms`, async () => {
    const email = 'direct@optik-sonnenberg.test';
    const { auth, cookie } = await setUp(email);
    await handle.db.update(user).set({ banned: true }).where(eq(user.email, email));
    // The documented staleness: still remembered until the entry expires ...
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
    clock.now += SESSION_CACHE_TTL_MS;
    // ... and nobody from then on.
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
  });
});
