/** Visitors' passes: signed, bound to page and password hash, expiring, tamper-proof. */
import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_SECONDS, accessCookieName, signAccess, verifyAccess } from './access-cookie.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claim = { pageId: 'page-intern', passwordHash: 'pbkdf2-sha256$100000$c2FsdA$aGFzaA' };
const now = new Date('2026-11-25T10:00:00Z');

describe('signAccess / verifyAccess', () => {
  it('accepts its own pass until it expires', async () => {
    const value = await signAccess(SECRET, claim, now);
    expect(await verifyAccess(SECRET, claim, value, now)).toBe(true);
    const almost = new Date(now.getTime() + (ACCESS_TTL_SECONDS - 1) * 1000);
    expect(await verifyAccess(SECRET, claim, value, almost)).toBe(true);
    const expired = new Date(now.getTime() + ACCESS_TTL_SECONDS * 1000);
    expect(await verifyAccess(SECRET, claim, value, expired)).toBe(false);
  });
  it('opens no other page and nothing after a password change', async () => {
    const value = await signAccess(SECRET, claim, now);
    expect(await verifyAccess(SECRET, { ...claim, pageId: 'page-other' }, value, now)).toBe(false);
    expect(await verifyAccess(SECRET, { ...claim, passwordHash: `${claim.passwordHash}x` }, value, now)).toBe(
      false,
    );
  });
  it('refuses a tampered, foreign or malformed pass', async () => {
    const value = await signAccess(SECRET, claim, now);
    const [expires, signature] = value.split('.') as [string, string];
    const later = `${Number(expires) + 3600}.${signature}`;
    expect(await verifyAccess(SECRET, claim, later, now)).toBe(false);
    const flipped = `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccess(SECRET, claim, flipped, now)).toBe(false);
    expect(await verifyAccess(`${SECRET}!`, claim, value, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${expires}.`, `.${signature}`, `${expires}.${signature}.x`])
      expect(await verifyAccess(SECRET, claim, bad, now)).toBe(false);
  });
});

describe('accessCookieName', () => {
  it('names the page, encoding ids that are not cookie-safe', () => {
    expect(accessCookieName('page-intern')).toBe('lunette_page_page-intern');
    expect(accessCookieName('a b;c')).toMatch(/^lunette_page_[\w-]+$/u);
  });
});
