/**
 * A short-lived memory of recognised sessions, so an editor's burst of saves does not ask
 * better-auth (cookie signature, session and user rows in the database) on every request:
 * profiling the field save showed the session look-up as about a third of its CPU time.
 *
 * The rules that keep revocation prompt:
 * - An entry lives at most `ttlMs` (SESSION_CACHE_TTL_MS, 5 s): a session ended elsewhere (another
 *   process, a direct database change, its natural expiry) stops working within that time.
 * - Every auth request that can change a session or an account (anything but GET and HEAD: sign-out,
 *   change-password, the admin's ban / revoke / remove / set-role, ...) empties the cache of this
 *   process as soon as its answer is ready, whatever the answer; so does `endSession`. Signing out
 *   or changing the password therefore takes effect at once here.
 * - A look-up that was running while the cache was emptied is not remembered (it may have read the
 *   session before it ended).
 * - Only editors are remembered, by the exact session cookie value (the signed token); a request
 *   without one, or one that is nobody, always asks the service.
 * - At most `max` entries (the oldest go first), so made-up cookies cannot grow it.
 */
import type { AuthService, Editor, SignInGate } from './types.ts';

/** How long a recognised session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Most sessions remembered at once. */
export const SESSION_CACHE_MAX = 10_000;

/** better-auth's session cookie: `<prefix>.session_token`, `__Secure-` in front over https. */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?[\w.-]*\.session_token)=([^;]*)/g;

/**
 * The session cookies a Cookie header carries, as one key (name=value pairs in order), or null.
 *
 * @example
 * sessionKey(new Headers({ cookie: 'a=1; lunette.session_token=abc.sig' })); // 'lunette.session_token=abc.sig'
 */
export function sessionKey(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const pairs = [...cookie.matchAll(SESSION_COOKIE)].map((m) => `${m[1]}=${m[2]}`);
  return pairs.length && pairs.every((p) => !p.endsWith('=')) ? pairs.join('; ') : null;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  max?: number;
  /** The clock (ms), for tests. */
  now?: () => number;
}

/** Whether an auth request may change sessions or accounts (then the cache is emptied). */
const mayRevoke = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * `service` with its session look-up remembered for `ttlMs` (see the rules above). `ttlMs: 0`
 * returns the service unchanged.
 */
export function withSessionCache<T extends AuthService & { endSession?(headers: Headers): Promise<void> }>(
  service: T,
  { ttlMs = SESSION_CACHE_TTL_MS, max = SESSION_CACHE_MAX, now = Date.now }: SessionCacheOptions = {},
): T {
  if (ttlMs <= 0) return service;
  const entries = new Map<string, { editor: Editor; until: number }>();
  // Bumped whenever the cache is emptied: a look-up started before must not fill it afterwards.
  let generation = 0;
  const clear = () => {
    entries.clear();
    generation += 1;
  };
  const wrapped: T = {
    ...service,
    async editorFromHeaders(headers: Headers) {
      const key = sessionKey(headers);
      if (key === null) return service.editorFromHeaders(headers);
      const known = entries.get(key);
      if (known && known.until > now()) return known.editor;
      if (known) entries.delete(key);
      const started = generation;
      const editor = await service.editorFromHeaders(headers);
      if (editor && started === generation) {
        entries.set(key, { editor, until: now() + ttlMs });
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
      return editor;
    },
    async handle(request: Request, clientIp?: string | null, admits?: SignInGate) {
      try {
        // The caller's client address goes on as given (undefined: the service resolves it).
        if (admits) return await service.handle(request, clientIp, admits);
        return await (clientIp === undefined ? service.handle(request) : service.handle(request, clientIp));
      } finally {
        if (mayRevoke(request)) clear();
      }
    },
  };
  if (service.endSession) {
    const endSession = service.endSession.bind(service);
    wrapped.endSession = async (headers: Headers) => {
      try {
        await endSession(headers);
      } finally {
        clear();
      }
    };
  }
  return wrapped;
}
