/** Page password hashing: PBKDF2 strings, verification, constant-time compare, what a save stores. */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MARKER } from '../../../src/lib/protected-pages.ts';
import {
  PBKDF2_ITERATIONS,
  constantTimeEqual,
  hashPagePassword,
  isPagePasswordHash,
  passwordToStore,
  verifyPagePassword,
} from './password-hash.ts';

describe('hashPagePassword / verifyPagePassword', () => {
  it('stores a self-describing PBKDF2-SHA256 string with the Workers iteration cap', async () => {
    const stored = await hashPagePassword('Sonnenbrille 2026');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/u);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(stored).not.toContain('Sonnenbrille');
    expect(isPagePasswordHash(stored)).toBe(true);
  });
  it('salts every hash: the same password hashes differently', async () => {
    expect(await hashPagePassword('sonne', 10)).not.toBe(await hashPagePassword('sonne', 10));
  });
  it('accepts the right password and refuses others', async () => {
    const stored = await hashPagePassword('sonne', 1000);
    expect(await verifyPagePassword('sonne', stored)).toBe(true);
    expect(await verifyPagePassword('Sonne', stored)).toBe(false);
    expect(await verifyPagePassword('sonne ', stored)).toBe(false);
    expect(await verifyPagePassword('', stored)).toBe(false);
  });
  it('never matches a stored value that is not a valid hash (plain text, tampered, over the cap)', async () => {
    const stored = await hashPagePassword('sonne', 1000);
    const [scheme, iterations, salt, hash] = stored.split('$') as [string, string, string, string];
    expect(await verifyPagePassword('sonne', 'sonne')).toBe(false);
    expect(await verifyPagePassword('sonne', `${scheme}$${iterations}$${salt}$${hash.slice(1)}A`)).toBe(
      false,
    );
    expect(await verifyPagePassword('sonne', `${scheme}$1001$${salt}$${hash}`)).toBe(false);
    expect(await verifyPagePassword('sonne', `${scheme}$200000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPagePassword('sonne', `md5$${iterations}$${salt}$${hash}`)).toBe(false);
    expect(isPagePasswordHash('pbkdf2-sha256$100000$$')).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('compares bytes', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 0]))).toBe(false);
  });
});

describe('passwordToStore', () => {
  it('keeps the stored password for no value, the marker and a hash sent back', async () => {
    expect(await passwordToStore(undefined)).toBeUndefined();
    expect(await passwordToStore(PASSWORD_MARKER)).toBeUndefined();
    expect(await passwordToStore(await hashPagePassword('x', 10))).toBeUndefined();
  });
  it('removes protection for null and empty text', async () => {
    expect(await passwordToStore(null)).toBeNull();
    expect(await passwordToStore('')).toBeNull();
    expect(await passwordToStore('   ')).toBeNull();
  });
  it('hashes a new password', async () => {
    const stored = await passwordToStore('sonne');
    expect(isPagePasswordHash(stored ?? '')).toBe(true);
    expect(await verifyPagePassword('sonne', stored ?? '')).toBe(true);
  });
});
