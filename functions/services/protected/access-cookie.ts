/**
 * The visitor's pass for one protected page: a cookie holding an expiry and an HMAC-SHA256 (with
 * the server secret) over the page id, the page's stored password hash and that expiry. The hash
 * itself never leaves the server, but a new password gives a new hash, so every older pass stops
 * matching; a pass for one page names that page and opens no other.
 */
import { constantTimeEqual, fromBase64Url, toBase64Url } from './password-hash.ts';

/** How long a pass stays valid after the right password was entered. */
export const ACCESS_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaim {
  pageId: string;
  /** The page's stored password hash (its fingerprint: a password change invalidates passes). */
  passwordHash: string;
}

/** The cookie name of a page's pass (page ids are url-safe; anything else is encoded). */
export function accessCookieName(pageId: string): string {
  return `lunette_page_${/^[\w-]+$/u.test(pageId) ? pageId : toBase64Url(new TextEncoder().encode(pageId))}`;
}

async function signature(secret: string, claim: AccessClaim, expires: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = `page-access\n${claim.pageId}\n${claim.passwordHash}\n${expires}`;
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/**
 * The cookie value of a pass valid until `now + ttl`.
 *
 * @example
 * await signAccess('secret', { pageId: 'p1', passwordHash }, new Date()); // '1764000000.Zm9v…'
 */
export async function signAccess(
  secret: string,
  claim: AccessClaim,
  now: Date,
  ttlSeconds = ACCESS_TTL_SECONDS,
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${expires}.${toBase64Url(await signature(secret, claim, expires))}`;
}

/** Whether a cookie value is an unexpired pass for exactly this page and password hash. */
export async function verifyAccess(
  secret: string,
  claim: AccessClaim,
  value: string | undefined,
  now: Date,
): Promise<boolean> {
  const match = /^(\d{1,12})\.([\w-]{1,100})$/u.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const given = fromBase64Url(match[2] ?? '');
  return given !== null && constantTimeEqual(given, await signature(secret, claim, expires));
}
