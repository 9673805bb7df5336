/**
 * Editor sign-in through the real app and better-auth over a fresh migrated libSQL file: cookies,
 * session rotation, sign-out, rate limiting (one counter per path spelling), origin checks, and
 * who counts as an editor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit, user } from '../../db/auth-schema.ts';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { createApp } from '../app.ts';
import { createNodeApp, nodeClientIp } from '../node.ts';
import { nodeClientAddress, parseTrustedProxies } from './client-ip.ts';
import { editorRoleOf, normaliseAuthPath, type EditorAuthService } from './service.ts';
import {
  cookieHeaderFrom,
  signInForTest,
  TEST_EDITORS,
  testAuthService,
  testClientIp,
  withTestEditors,
} from './testing.ts';

let dir: string;
let handle: DbHandle;
let auth: EditorAuthService;
let app: ReturnType<typeof createApp>;
const ORIGIN = 'http://localhost';
const { optician, admin } = TEST_EDITORS;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-auth-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  ({ auth } = await withTestEditors(handle.db));
  app = createApp({ db: handle.db, services: { auth } });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

function signIn(
  email: string,
  password: string,
  { path = '/api/v1/auth/sign-in/email', ip = testClientIp(), origin = ORIGIN } = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': ip },
    body: JSON.stringify({ email, password }),
  });
}

let strangers = 0;
/** A fresh address of no account, so address-limit tests never lock a real account (see account-lock.ts). */
const strangerEmail = () => `stranger-${++strangers}@optik.test`;

const sessionToken = (cookie: string) => /lunette\.session_token=([^;]+)/.exec(cookie)?.[1];

describe('sign-in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie (not Secure over http)', async () => {
    const res = await signIn(optician.email, optician.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lunette.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('marks the cookie Secure when the site URL is https', async () => {
    const secureAuth = testAuthService(handle.db, { siteUrl: 'https://optik.example' });
    const res = await secureAuth.handle(
      new Request('https://optik.example/api/v1/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://optik.example' },
        body: JSON.stringify({ email: optician.email, password: optician.password }),
      }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('lunette.session_token='));
    expect(cookie).toMatch(/^__Secure-lunette\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });

  it('names the session in the HttpOnly cookie only, never in a body a script could read', async () => {
    const res = await signIn(optician.email, optician.password);
    expect(res.status).toBe(200);
    const token = sessionToken(cookieHeaderFrom(res)) ?? '';
    const [value = ''] = decodeURIComponent(token).split('.');
    expect(value.length).toBeGreaterThan(10);
    const text = await res.text();
    expect(text).not.toContain(value);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body).toMatchObject({ user: { email: optician.email } });
    const cookie = cookieHeaderFrom(res);
    const session = await app.request('/api/v1/auth/get-session', { headers: { cookie } });
    const sessionText = await session.text();
    expect(sessionText).not.toContain(value);
    expect(JSON.parse(sessionText)).toMatchObject({ user: { email: optician.email }, session: {} });
    expect((JSON.parse(sessionText) as { session: object }).session).not.toHaveProperty('token');
    const sessions = await app.request('/api/v1/auth/list-sessions', { headers: { cookie } });
    expect(sessions.status).toBe(200);
    expect(await sessions.text()).not.toContain(value);
    // The cookie alone still signs the browser in.
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toMatchObject({ email: optician.email });
  });

  it('answers 401 for a wrong password or an unknown address, and sets no session', async () => {
    for (const [email, password] of [
      [optician.email, 'not-the-password'],
      ['nobody@optik-sonnenberg.test', optician.password],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.status).toBe(401);
      expect(cookieHeaderFrom(res)).toBe('');
      const body = (await res.json()) as { success: boolean; error: { code: string } };
      expect(body).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    }
  });

  it('is recognised by editorFromHeaders', async () => {
    const cookie = await signInForTest(app, admin.email, admin.password);
    const editor = await auth.editorFromHeaders(new Headers({ cookie }));
    expect(editor).toEqual({ id: expect.any(String), email: admin.email, name: admin.name, role: 'admin' });
    expect(await auth.editorFromHeaders(new Headers())).toBeNull();
    expect(
      await auth.editorFromHeaders(new Headers({ cookie: 'lunette.session_token=forged.value' })),
    ).toBeNull();
  });

  it('creates a new session token at every sign-in', async () => {
    const first = await signInForTest(app, optician.email, optician.password);
    const second = await signInForTest(app, optician.email, optician.password);
    expect(sessionToken(first)).toBeTruthy();
    expect(sessionToken(second)).toBeTruthy();
    expect(sessionToken(second)).not.toBe(sessionToken(first));
  });

  it('offers no public sign-up', async () => {
    const res = await app.request('/api/v1/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': testClientIp() },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-password-1', name: 'X' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const rows = await handle.db.select().from(user).where(eq(user.email, 'intruder@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('changing the password', () => {
  it("ends the account's other sessions, even when the client asks to keep them", async () => {
    const first = await signInForTest(app, admin.email, admin.password);
    const second = await signInForTest(app, admin.email, admin.password);
    const newPassword = 'Brillenputztuch-2026-neu';
    const res = await app.request('/api/v1/auth/change-password', {
      method: 'POST',
      headers: { cookie: first, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: admin.password, newPassword, revokeOtherSessions: false }),
    });
    expect(res.status).toBe(200);
    expect(await auth.editorFromHeaders(new Headers({ cookie: second }))).toBeNull();
    // Back to the shared test password for the other tests.
    const again = await signInForTest(app, admin.email, newPassword);
    const back = await app.request('/api/v1/auth/change-password', {
      method: 'POST',
      headers: { cookie: again, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: newPassword, newPassword: admin.password }),
    });
    expect(back.status).toBe(200);
  });

  it('answers 400 to a body that is not JSON, and changes nothing', async () => {
    const cookie = await signInForTest(app, optician.email, optician.password);
    const res = await app.request('/api/v1/auth/change-password', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session: replaying the old cookie finds no editor', async () => {
    const cookie = await signInForTest(app, optician.email, optician.password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
    const out = await app.request('/api/v1/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /lunette\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
    const session = await app.request('/api/v1/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
  });
});

describe('rate limiting', () => {
  it('answers 429 to the 4th sign-in within 10 s from one address', async () => {
    const ip = testClientIp();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(strangerEmail(), 'wrong-password', { ip })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(optician.email, optician.password, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ success: false, error: { code: 'rate_limited' } });
    // Another address keeps its own counter.
    expect((await signIn(optician.email, optician.password)).status).toBe(200);
    // The counters live in the database (so they hold across Workers isolates too).
    expect((await handle.db.select().from(rateLimit)).length).toBeGreaterThan(0);
  });

  it('keeps one counter whatever the spelling of the path', async () => {
    const ip = testClientIp();
    const variants = [
      '/api/v1/auth/sign-in/email/',
      '/api/v1/auth/SIGN-IN/EMAIL',
      '/api/v1/auth//Sign-In/%65mail//',
      '/api/v1/auth/sign-in/email',
    ];
    const statuses = [];
    for (const path of variants)
      statuses.push((await signIn(strangerEmail(), 'wrong-password', { ip, path })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('shares the counter for a fully upper-case path handed to the service', async () => {
    const ip = testClientIp();
    const post = (path: string) =>
      auth.handle(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': ip },
          body: JSON.stringify({ email: strangerEmail(), password: 'wrong-password' }),
        }),
      );
    const statuses = [];
    for (const path of [
      '/API/V1/AUTH/SIGN-IN/EMAIL/',
      '/api/v1/auth/sign-in/email',
      '/Api/V1/Auth/Sign-In/Email',
    ]) {
      statuses.push((await post(path)).status);
    }
    statuses.push((await post('/api/v1/auth/sign-in/email/')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('has no upper-case route prefix in the app to go around it', async () => {
    const res = await signIn(optician.email, optician.password, { path: '/API/V1/AUTH/SIGN-IN/EMAIL/' });
    expect(res.status).toBe(404);
    expect(cookieHeaderFrom(res)).toBe('');
  });
});

describe('account lockout', () => {
  it('refuses an account after 5 failures from any addresses, even with the right password', async () => {
    const editor = {
      email: 'locked@optik.test',
      password: 'Gleitsicht-2026-test',
      name: 'L',
      role: 'optician',
    } as const;
    await auth.createEditor(editor);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(editor.email, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await signIn(editor.email, editor.password);
    expect(refused.status).toBe(429);
    expect(cookieHeaderFrom(refused)).toBe('');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: {
        code: 'rate_limited',
        reason: 'ACCOUNT_LOCKED',
        message: 'Zu viele Versuche, bitte warten Sie kurz',
      },
    });
    // Other accounts sign in as before.
    expect((await signIn(admin.email, admin.password)).status).toBe(200);
  });

  it('lets the address that signed in recently through, and a success resets the count', async () => {
    const editor = {
      email: 'known@optik.test',
      password: 'Gleitsicht-2027-test',
      name: 'K',
      role: 'optician',
    } as const;
    await auth.createEditor(editor);
    const home = testClientIp();
    expect((await signIn(editor.email, editor.password, { ip: home })).status).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(editor.email, 'wrong-password');
    expect((await signIn(editor.email, editor.password)).status).toBe(429);
    expect((await signIn(editor.email, editor.password, { ip: home })).status).toBe(200);
    // The success reset the count: a stranger's next failure is a 401 again, not a lock.
    expect((await signIn(editor.email, 'wrong-password')).status).toBe(401);
  });
});

describe('client address on the Node server', () => {
  it('counts per socket address when no proxy header names the client', async () => {
    const nodeAuth = testAuthService(handle.db, { clientIp: nodeClientIp });
    const server = createNodeApp({
      db: handle.db,
      distDir: dir,
      mediaDir: dir,
      services: { auth: nodeAuth },
    });
    const from = (address: string) =>
      server.request(
        '/api/v1/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ email: strangerEmail(), password: 'wrong-password' }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('192.0.2.77')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await from('192.0.2.78')).status).toBe(401);
    // A public peer's forged proxy header does not give it a fresh counter.
    const forged = await server.request(
      '/api/v1/auth/sign-in/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': testClientIp() },
        body: JSON.stringify({ email: optician.email, password: optician.password }),
      },
      { incoming: { socket: { remoteAddress: '192.0.2.77' } } },
    );
    expect(forged.status).toBe(429);
  });

  it('believes X-Forwarded-For only from a peer in TRUSTED_PROXIES', async () => {
    const build = (trusted: string) =>
      createNodeApp({
        db: handle.db,
        distDir: dir,
        mediaDir: dir,
        services: {
          auth: testAuthService(handle.db),
          clientAddress: nodeClientAddress(nodeClientIp, parseTrustedProxies(trusted)),
        },
      });
    const attempt = (server: ReturnType<typeof build>, peer: string, forwarded: string) =>
      server.request(
        '/api/v1/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': forwarded },
          body: JSON.stringify({ email: strangerEmail(), password: 'wrong-password' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    // Without trusted proxies even a loopback peer is one client, whatever it forwards.
    const untrusted = build('');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(untrusted, '127.0.0.9', testClientIp())).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Behind a trusted proxy each forwarded client has its own counter.
    const proxied = build('127.0.0.0/8');
    for (let i = 0; i < 4; i++)
      expect((await attempt(proxied, '127.0.0.10', testClientIp())).status).toBe(401);
    // A client's own X-Forwarded-For value is left of what the proxy appended: it changes nothing.
    const client = testClientIp();
    const own = [];
    for (let i = 0; i < 4; i++)
      own.push((await attempt(proxied, '127.0.0.10', `${testClientIp()}, ${client}`)).status);
    expect(own).toEqual([401, 401, 401, 429]);
  });
});

describe('origin checks', () => {
  it('refuses a sign-in posted from a foreign origin with 403', async () => {
    const res = await signIn(optician.email, optician.password, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(cookieHeaderFrom(res)).toBe('');
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'forbidden_origin' } });
  });

  it('is also enforced by the auth service itself (cross-site browser post, or with a cookie)', async () => {
    const crossSite = await auth.handle(
      new Request('http://localhost/api/v1/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'cors',
          'cf-connecting-ip': testClientIp(),
        },
        body: JSON.stringify({ email: optician.email, password: optician.password }),
      }),
    );
    expect(crossSite.status).toBe(403);
    const cookie = await signInForTest(app, optician.email, optician.password);
    const signOut = await auth.handle(
      new Request('http://localhost/api/v1/auth/sign-out', {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(signOut.status).toBe(403);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
  });

  it('trusts the origin Host names, not the host of an absolute URI in the request line', async () => {
    const cookie = await signInForTest(app, optician.email, optician.password);
    const signOut = (url: string, origin: string) =>
      auth.handle(
        new Request(url, {
          method: 'POST',
          headers: { host: 'localhost', cookie, origin, 'content-type': 'application/json' },
          body: '{}',
        }),
      );
    const foreign = await signOut('http://evil.example/api/v1/auth/sign-out', 'http://evil.example');
    expect(foreign.status).toBe(403);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
    const own = await signOut('http://evil.example/api/v1/auth/sign-out', ORIGIN);
    expect(own.status).toBe(200);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
  });
});

describe('who is an editor', () => {
  it('is nobody without an editor role', async () => {
    const email = 'visitor@optik-sonnenberg.test';
    const password = 'visitor-password-2026';
    await auth.auth.api.createUser({ body: { email, password, name: 'Vera Visitor' } });
    await handle.db.update(user).set({ role: 'user' }).where(eq(user.email, email));
    const cookie = await signInForTest(app, email, password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
  });

  it('is nobody once banned by an admin: the session stops counting and sign-in is refused', async () => {
    const email = 'banned@optik-sonnenberg.test';
    const password = 'banned-password-2026';
    const banned = await auth.createEditor({ email, password, name: 'Bruno Banned', role: 'optician' });
    const cookie = await signInForTest(app, email, password);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
    const ban = await app.request('/api/v1/auth/admin/ban-user', {
      method: 'POST',
      headers: {
        cookie: await signInForTest(app, admin.email, admin.password),
        origin: ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ userId: banned.id }),
    });
    expect(ban.status).toBe(200);
    expect(await auth.editorFromHeaders(new Headers({ cookie }))).toBeNull();
    const again = await signIn(email, password);
    expect(again.status).toBe(403);
    expect(cookieHeaderFrom(again)).toBe('');
  });

  it('reads roles, comma lists included', () => {
    expect(editorRoleOf('admin')).toBe('admin');
    expect(editorRoleOf('optician')).toBe('optician');
    expect(editorRoleOf('optician,admin')).toBe('admin');
    expect(editorRoleOf('user')).toBeNull();
    expect(editorRoleOf(null)).toBeNull();
  });

  it('knows whether editors exist', async () => {
    expect(await auth.hasEditors()).toBe(true);
  });
});

describe('request normalisation', () => {
  it('spells every path one way', () => {
    expect(normaliseAuthPath('/API/V1/AUTH/SIGN-IN/EMAIL/')).toBe('/api/v1/auth/sign-in/email');
    expect(normaliseAuthPath('/api/v1/auth//sign-in///email')).toBe('/api/v1/auth/sign-in/email');
    expect(normaliseAuthPath('/api/v1/auth/sign-in/%65mail')).toBe('/api/v1/auth/sign-in/email');
    expect(normaliseAuthPath('/api/v1/auth/%zz')).toBe('/api/v1/auth/%zz');
  });
});
