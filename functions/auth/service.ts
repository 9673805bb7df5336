/**
 * The real editor sign-in: better-auth over the app's database (drizzle adapter), e-mail and
 * password only, no public sign-up (accounts come from the launcher's bootstrap or from admins),
 * roles `optician` and `admin` through the admin plugin. Sessions live in the database, so
 * signing out really ends them. Every request is normalised before better-auth sees it (path
 * lower-cased, repeated and trailing slashes removed, client IP resolved by us: ./client-ip.ts,
 * forwarding headers only from TRUSTED_PROXIES), so the sign-in rate limit keeps one counter per
 * client whatever the spelling of the path or the headers. Each account has its own short lockout
 * after repeated failures (./account-lock.ts); a site's gate keeps out the right password of an
 * account that may not edit it, without counting it as a failure (./sign-in-gate.ts). Bodies are
 * read within 16 KB while they stream. Error answers use the API's error shape; no answer carries
 * a session token in its body (the HttpOnly cookie is the only place a browser holds one, out of
 * every script's reach). The request's own origin, which may post here, is the one its `Host`
 * names (../request-origin.ts). Works on Node and on Workers (`nodejs_compat`, database rate
 * limiting).
 */
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as authSchema from '../../db/auth-schema.ts';
import type { Db } from '../../db/client.ts';
import type { PlatformDb } from '../../db/platform/client.ts';
import { readBodyWithin } from '../body-limit.ts';
import { errorBody, isDatabaseUnreachable, type ErrorCode } from '../errors.ts';
import { requestOrigin } from '../request-origin.ts';
import { createAccountLock, type AccountLock } from './account-lock.ts';
import { canonicalAddress, workerClientAddress } from './client-ip.ts';
import { SESSION_CACHE_TTL_MS, withSessionCache } from './session-cache.ts';
import { admitsSignIn, notSiteEditorAnswer, sessionOf } from './sign-in-gate.ts';
import {
  AUTH_MAX_BODY_BYTES,
  EDITOR_ROLES,
  type AuthService,
  type Editor,
  type EditorRole,
  type SignInGate,
} from './types.ts';

/** Where the auth endpoints live (the app mounts `/api/v1/auth/*` onto `handle`). */
export const AUTH_BASE_PATH = '/api/v1/auth';
/** Shortest password the bootstrap and admins may set. */
export const MIN_PASSWORD_LENGTH = 12;
/** The header through which we hand better-auth the client address we resolved (never the client's). */
const CLIENT_IP_HEADER = 'x-lunette-client-ip';
/** The e-mail sign-in, the one endpoint that checks a password without a session. */
const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;
/** Every sign-in endpoint (a site's gate holds for each, ./sign-in-gate.ts). */
const SIGN_IN_PREFIX = `${AUTH_BASE_PATH}/sign-in/`;

export interface AuthServiceOptions {
  /** Signs cookies and tokens: env AUTH_SECRET (`npm start` keeps one in auth-secret beside the database). */
  secret: string;
  /** The public site URL (PUBLIC_SITE_URL); https makes the cookies Secure. */
  siteUrl: string;
  /** Origins besides the site URL and the request's own that may post to the auth endpoints. */
  trustedOrigins?: string[];
  /**
   * The client's address when `handle` is not given one: rate limiting, the account lockout and
   * session records use it. Default: CF-Connecting-IP (Workers); on Node pass
   * `nodeClientAddress(nodeClientIp, parseTrustedProxies(TRUSTED_PROXIES))` (./client-ip.ts).
   */
  clientIp?: (request: Request) => string | null | undefined;
  /** The per-account sign-in lockout (default: ./account-lock.ts with its default policy). */
  accountLock?: AccountLock;
  /** No logging (tests); by default failed sign-ins are logged as warnings, refused origins as errors. */
  quiet?: boolean;
  /** How long a recognised session is remembered (./session-cache.ts; default 5 s, 0: never). */
  sessionCacheMs?: number;
}

/** The auth service plus what the launcher's bootstrap needs. */
export interface EditorAuthService extends AuthService {
  /** Creates an editor account with a password (server side, no session needed). */
  createEditor(input: { email: string; password: string; name: string; role: EditorRole }): Promise<Editor>;
  /** Whether any account with an editor role exists. */
  hasEditors(): Promise<boolean>;
  /** Ends the session whose cookie `headers` carry (nothing when there is none). */
  endSession(headers: Headers): Promise<void>;
  /** The underlying better-auth instance (server API: `auth.api.*`). */
  readonly auth: ReturnType<typeof createBetterAuth>;
  /** As AuthService's; `admits` refuses a right password of anyone else (./sign-in-gate.ts). */
  handle(request: Request, clientIp?: string | null, admits?: SignInGate): Promise<Response>;
}

/** Roles and what they may do in better-auth's admin endpoints: admins manage users, opticians edit. */
export const accessControl = createAccessControl(defaultStatements);
export const authRoles = {
  admin: accessControl.newRole(adminAc.statements),
  optician: accessControl.newRole({ user: [], session: [] }),
} satisfies Record<EditorRole, unknown>;

/** The plugins (kept in one place so the schema generator sees the same tables). */
export function authPlugins() {
  return [admin({ ac: accessControl, roles: authRoles, defaultRole: 'optician', adminRoles: ['admin'] })];
}

/** Lower-case, decoded, single slashes, no trailing slash: one spelling per endpoint. */
export function normaliseAuthPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path: an invalid escape cannot name an endpoint anyway
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return path || '/';
}

/** Origin of a URL string, or null when it is not a URL. */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

function createBetterAuth(db: Db | PlatformDb | null, options: AuthServiceOptions) {
  const siteOrigin = originOf(options.siteUrl);
  if (!siteOrigin) throw new Error(`The site URL is not a URL: ${options.siteUrl}`);
  if (options.secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
  const config = {
    appName: 'Lunette',
    baseURL: siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    ...(db ? { database: drizzleAdapter(db, { provider: 'sqlite', schema: authSchema }) } : {}),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
    },
    // Sign-up is for admins (admin/create-user); the public route is gone, not just refused.
    disabledPaths: ['/sign-up/email'],
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Requests count per client address; the same request (not only the form) for every runtime.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    // The request's own origin is as trusted as in functions/csrf.ts (a browser sends its page's
    // origin): the one its Host names, never an absolute URI of the request line.
    trustedOrigins: (request?: Request) => {
      const own = request ? requestOrigin(request) : null;
      return [siteOrigin, ...(options.trustedOrigins ?? []), ...(own ? [own] : [])];
    },
    advanced: {
      // Keep origin and CSRF checks on even when NODE_ENV=test (better-auth turns them off there).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: siteOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      cookiePrefix: 'lunette',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { level: 'warn', disabled: options.quiet === true },
    plugins: authPlugins(),
  } satisfies BetterAuthOptions;
  return betterAuth(config);
}

/** better-auth without a database, for the schema generator (functions/auth/cli-config.ts). */
export function schemaOnlyAuth() {
  return createBetterAuth(null, {
    secret: crypto.randomUUID() + crypto.randomUUID(),
    siteUrl: 'http://localhost',
  });
}

/** Whether a stored role (comma-separated when several) includes an editor role; admin wins. */
export function editorRoleOf(role: string | null | undefined): EditorRole | null {
  const roles = (role ?? '').split(',').map((r) => r.trim());
  if (roles.includes('admin')) return 'admin';
  return roles.find((r): r is EditorRole => (EDITOR_ROLES as readonly string[]).includes(r)) ?? null;
}

interface AuthUser {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  banned?: boolean | null | undefined;
  banExpires?: Date | null | undefined;
}

/** The editor an account stands for, or null (no editor role, or banned). */
export function editorOf(user: AuthUser, now: Date = new Date()): Editor | null {
  if (user.banned && (!user.banExpires || user.banExpires.getTime() > now.getTime())) return null;
  const role = editorRoleOf(user.role);
  return role ? { id: user.id, email: user.email, name: user.name, role } : null;
}

/** A JSON value without any `token` member, at any depth (session tokens and their copies). */
function withoutTokenMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokenMembers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, member]) => [key, withoutTokenMembers(member)]),
  );
}

/**
 * A successful auth answer without session tokens in its JSON body: better-auth names the new
 * session's token in the sign-in answer (and sessions' tokens in get-session, list-sessions and a
 * password change), which would hand any script on the page what the HttpOnly cookie keeps from
 * it. Nothing of ours reads them: the cookie signs the browser in, `user` says who it is.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.clone().text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return response;
  }
  const body = JSON.stringify(withoutTokenMembers(parsed));
  if (body === JSON.stringify(parsed)) return response;
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers.set(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Maps a better-auth error answer onto the API's error codes. */
function errorCodeFor(status: number, reason: string | undefined): ErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'unauthorized';
  if (status === 403)
    return reason?.includes('ORIGIN') || reason?.includes('CSRF') ? 'forbidden_origin' : 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'internal_error';
  return 'invalid_input';
}

/** What the front app in front of better-auth is handed per request. */
type FrontEnv = { Bindings: { clientIp: string | null; admits: SignInGate | null } };

/** Creates the auth service over the app's database. */
export function createAuthService(db: Db | PlatformDb, options: AuthServiceOptions): EditorAuthService {
  const auth = createBetterAuth(db, options);

  const accountLock = options.accountLock ?? createAccountLock();
  const resolveIp = options.clientIp ?? workerClientAddress;

  /** The editor a session cookie stands for (a database outage throws: it is no signed-out editor). */
  const readEditor = async (headers: Headers) => {
    const result = await auth.api
      .getSession({ headers, query: { disableCookieCache: true } })
      .catch((error: unknown) => {
        // A database that cannot be reached is an outage (503), not a signed-out editor (401).
        if (isDatabaseUnreachable(error)) throw error;
        return null;
      });
    return result ? editorOf(result.user) : null;
  };
  const endSession = async (headers: Headers) => {
    await auth.api.signOut({ headers }).catch(() => undefined);
  };

  // A tiny Hono app in front of better-auth: normalises the request, reshapes error answers.
  const front = new Hono<FrontEnv>().all('*', async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    url.pathname = normaliseAuthPath(url.pathname);
    const declared = incoming.headers.get('content-length');
    if (declared !== null && !(Number(declared) <= AUTH_MAX_BODY_BYTES)) {
      return c.json(errorBody(c, 'invalid_input'), 413);
    }
    const headers = new Headers(incoming.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const ip = c.env.clientIp;
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const read = ['GET', 'HEAD'].includes(incoming.method)
      ? undefined
      : await readBodyWithin(incoming.body, AUTH_MAX_BODY_BYTES);
    if (read === null) return c.json(errorBody(c, 'invalid_input'), 413);
    let body: Uint8Array<ArrayBuffer> | undefined = read ? new Uint8Array(read) : undefined;
    const json = (): unknown => {
      try {
        return JSON.parse(new TextDecoder().decode(body));
      } catch {
        return undefined;
      }
    };
    // A new password ends every other session of the account, whatever the client asked for:
    // whoever knew the old one (or holds a stolen cookie) is signed out.
    if (body && url.pathname === `${AUTH_BASE_PATH}/change-password`) {
      const parsed = json();
      if (parsed === undefined) return c.json(errorBody(c, 'invalid_input'), 400);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        body = new TextEncoder().encode(JSON.stringify({ ...parsed, revokeOtherSessions: true }));
    }
    // The account lockout: counted before the password is checked, settled by the answer.
    let attempt: ReturnType<AccountLock['begin']> | null = null;
    if (body && incoming.method === 'POST' && url.pathname === SIGN_IN_PATH) {
      const email = (json() as { email?: unknown } | undefined)?.email;
      if (typeof email === 'string' && email.trim() !== '') {
        attempt = accountLock.begin(email, ip);
        if (attempt.locked) {
          const shaped = errorBody(c, 'rate_limited');
          const answer = c.json({ ...shaped, error: { ...shaped.error, reason: 'ACCOUNT_LOCKED' } }, 429);
          answer.headers.set('retry-after', String(attempt.retryAfterS));
          return answer;
        }
      }
    }
    const settle = (status: number) => {
      if (!attempt || attempt.locked) return;
      attempt.finish(status < 300 ? 'success' : status === 401 ? 'failure' : 'not-counted');
    };
    const response = await auth
      .handler(new Request(url, { method: incoming.method, headers, body }))
      .catch((error: unknown) => {
        settle(500);
        throw error;
      });
    // A right password of someone who may not edit here: no sign-in, and no failed attempt either.
    const gate = c.env.admits;
    if (gate && response.status < 300 && url.pathname.startsWith(SIGN_IN_PREFIX)) {
      const admitted = await admitsSignIn(response, gate, readEditor).catch(async (error: unknown) => {
        settle(500);
        await endSession(sessionOf(response));
        throw error;
      });
      if (!admitted) {
        settle(403);
        await endSession(sessionOf(response));
        return notSiteEditorAnswer(c, response);
      }
    }
    settle(response.status);
    if (response.status < 400) return withoutSessionTokens(response);

    const raw = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string } | null;
    const code = errorCodeFor(response.status, raw?.code);
    const shaped = errorBody(c, code, code === 'invalid_input' ? raw?.message : undefined);
    const answer = c.json(
      { ...shaped, error: { ...shaped.error, ...(raw?.code ? { reason: raw.code } : {}) } },
      response.status as ContentfulStatusCode,
    );
    for (const cookie of response.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
    const retry = response.headers.get('x-retry-after');
    if (retry) {
      answer.headers.set('x-retry-after', retry);
      answer.headers.set('retry-after', retry);
    }
    return answer;
  });

  const service: EditorAuthService = {
    auth,
    handle: async (request, clientIp, admits) =>
      front.fetch(request, {
        clientIp: clientIp === undefined ? canonicalAddress(resolveIp(request)) : canonicalAddress(clientIp),
        admits: admits ?? null,
      }),
    editorFromHeaders: readEditor,
    endSession,
    async createEditor({ email, password, name, role }) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      const { user } = await auth.api.createUser({ body: { email, password, name, role } });
      const editor = editorOf(user);
      if (!editor) throw new Error(`The new account ${email} is not an editor`);
      return editor;
    },
    async hasEditors() {
      const rows = await db.select({ role: authSchema.user.role }).from(authSchema.user);
      return rows.some((row) => editorRoleOf(row.role) !== null);
    },
  };
  return withSessionCache(service, { ttlMs: options.sessionCacheMs ?? SESSION_CACHE_TTL_MS });
}

/** The environment the auth service reads (Workers bindings or process.env). */
export interface AuthEnv {
  AUTH_SECRET?: string | undefined;
  PUBLIC_SITE_URL?: string | undefined;
}

/** The auth service from environment variables; throws a clear error when the secret is missing. */
export function authFromEnv(
  db: Db,
  env: AuthEnv,
  extra: Partial<AuthServiceOptions> = {},
): EditorAuthService {
  const secret = env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is missing: set it (wrangler secret put AUTH_SECRET)');
  return createAuthService(db, { secret, siteUrl: env.PUBLIC_SITE_URL ?? 'http://localhost:4321', ...extra });
}
