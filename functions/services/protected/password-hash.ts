/**
 * Page passwords at rest: PBKDF2-SHA256 through WebCrypto (the same code on Node and on Workers,
 * which cap PBKDF2 at 100,000 iterations), a random salt per password, stored as one
 * self-describing string `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url), compared in
 * constant time. A stored value that is not such a string never matches.
 */
import { PASSWORD_MARKER } from '../../../src/lib/protected-pages.ts';

/** Iterations of new hashes: the most Workers allow. */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/u, '');
}

/** Decodes base64url; null when it is not. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/u.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Equal byte strings, in time that depends on the length only. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes a page password for storage.
 *
 * @example
 * await hashPagePassword('sonne'); // 'pbkdf2-sha256$100000$…$…'
 */
export async function hashPagePassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** Whether a stored value is a hash of this scheme (not a plain password). */
export function isPagePasswordHash(stored: string): boolean {
  return parseHash(stored) !== null;
}

function parseHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  const salt = fromBase64Url(parts[2] ?? '');
  const hash = fromBase64Url(parts[3] ?? '');
  if (!salt || !hash || salt.length === 0 || hash.length !== HASH_BITS / 8) return null;
  return { iterations, salt, hash };
}

/**
 * Whether `password` matches a stored hash; false for anything that is not a valid hash.
 *
 * @example
 * await verifyPagePassword('sonne', await hashPagePassword('sonne')); // true
 */
export async function verifyPagePassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return constantTimeEqual(await derive(password, parsed.salt, parsed.iterations), parsed.hash);
}

/**
 * What a page save stores for the `password` it was sent: undefined (unchanged) when absent, when
 * it is the editor's marker or already a hash (an answer sent back); null (no protection) when
 * empty; else the new password's hash. Runs before the save's transaction (hashing takes time).
 */
export async function passwordToStore(sent: string | null | undefined): Promise<string | null | undefined> {
  if (sent === undefined || sent === PASSWORD_MARKER || (sent !== null && isPagePasswordHash(sent)))
    return undefined;
  if (sent === null || sent.trim() === '') return null;
  return hashPagePassword(sent);
}
