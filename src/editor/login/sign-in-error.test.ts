import { describe, expect, it } from 'vitest';
import { loginTexts } from '../../i18n/visitor/login.ts';
import { signInErrorKey } from './sign-in-error.ts';

describe('signInErrorKey', () => {
  it("says plainly that the account does not belong to this site (403 'not_site_editor')", () => {
    const key = signInErrorKey(403, { error: { code: 'not_site_editor' } });
    expect(key).toBe('loginNotSiteEditor');
    expect(loginTexts.de[key]).toBe('Dieses Konto gehört nicht zu dieser Website.');
    expect(loginTexts.en[key]).toBe('This account does not belong to this website.');
  });

  it('keeps the security refusal for other 403s, and the ban by its reason', () => {
    expect(signInErrorKey(403, { error: { code: 'forbidden_origin' } })).toBe('loginForbidden');
    expect(signInErrorKey(403, null)).toBe('loginForbidden');
    expect(signInErrorKey(403, { error: { code: 'forbidden', reason: 'BANNED_USER' } })).toBe('loginBanned');
  });

  it('maps the other answers', () => {
    expect(signInErrorKey(401, null)).toBe('loginInvalidCredentials');
    expect(signInErrorKey(429, { error: { code: 'rate_limited', reason: 'ACCOUNT_LOCKED' } })).toBe(
      'loginAccountLocked',
    );
    expect(signInErrorKey(429, { error: { code: 'rate_limited' } })).toBe('loginRateLimited');
    expect(signInErrorKey(400, null)).toBe('loginInvalidEmail');
    expect(signInErrorKey(500, null)).toBe('loginFailed');
  });
});
