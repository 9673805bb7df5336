/**
 * Test helpers for anything behind a sign-in: a real auth service over a test database, editor
 * accounts, and a sign-in that returns the cookie header to send with later requests. Each
 * sign-in comes from its own made-up client address (CF-Connecting-IP, the address the auth
 * service believes without a socket, as on Workers), so tests never trip the sign-in rate limit
 * (3 per 10 s per address) unless they mean to.
 */
import type { Db } from '../../db/client.ts';
import { createAuthService, type AuthServiceOptions, type EditorAuthService } from './service.ts';
import type { Editor, EditorRole } from './types.ts';

/** A fixed secret for tests (never used outside them). */
export const TEST_AUTH_SECRET = 'lunette-test-secret-not-for-production-0123456789';

/** Test accounts: one per editor role. */
export const TEST_EDITORS = {
  optician: {
    email: 'optician@optik-sonnenberg.test',
    password: 'Brillenglas-2026-test',
    name: 'Olivia Optikerin',
    role: 'optician',
  },
  admin: {
    email: 'admin@optik-sonnenberg.test',
    password: 'Kontaktlinse-2026-test',
    name: 'Adrian Admin',
    role: 'admin',
  },
} as const satisfies Record<EditorRole, { email: string; password: string; name: string; role: EditorRole }>;

/** The real auth service over a (migrated) test database, for `http://localhost` requests. */
export function testAuthService(db: Db, options: Partial<AuthServiceOptions> = {}): EditorAuthService {
  return createAuthService(db, {
    secret: TEST_AUTH_SECRET,
    siteUrl: 'http://localhost',
    quiet: true,
    ...options,
  });
}

/**
 * Creates the auth service and the two test editors (TEST_EDITORS). Pass `auth` into
 * `createApp({ db, services: { auth } })`, then sign in with `signInForTest`.
 */
export async function withTestEditors(
  db: Db,
): Promise<{ auth: EditorAuthService; optician: Editor; admin: Editor }> {
  const auth = testAuthService(db);
  const optician = await auth.createEditor(TEST_EDITORS.optician);
  const admin = await auth.createEditor(TEST_EDITORS.admin);
  return { auth, optician, admin };
}

let addressCounter = 0;
/** A fresh documentation-range address (RFC 5737 TEST-NET-3) per call. */
export function testClientIp(): string {
  addressCounter += 1;
  return `203.0.${113 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Anything with Hono's `request()` (createApp, createNodeApp). */
export interface RequestableApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/** The `name=value` pairs of a response's Set-Cookie headers that set (not clear) a cookie. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs in through the real endpoint and returns the Cookie header for later requests
 * (`headers: { cookie, origin: 'http://localhost' }`). Throws when the sign-in fails.
 */
export async function signInForTest(app: RequestableApp, email: string, password: string): Promise<string> {
  const res = await app.request('/api/v1/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost',
      'cf-connecting-ip': testClientIp(),
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = cookieHeaderFrom(res);
  if (!cookie) throw new Error(`sign-in as ${email} set no cookie`);
  return cookie;
}
