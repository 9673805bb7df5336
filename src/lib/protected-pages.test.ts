import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MARKER,
  isProtectedPage,
  protectedRouteFile,
  withPasswordMarker,
} from './protected-pages.ts';

describe('isProtectedPage', () => {
  it('is true only for a non-empty password', () => {
    expect(isProtectedPage({ meta: { name: {}, password: 'pbkdf2-sha256$1$a$b' } })).toBe(true);
    expect(isProtectedPage({ meta: { name: {}, password: '' } })).toBe(false);
    expect(isProtectedPage({ meta: { name: {}, password: null } })).toBe(false);
    expect(isProtectedPage({ meta: { name: {} } })).toBe(false);
  });
});

describe('protected route files', () => {
  it('lie in the folder beside the public one', () => {
    expect(protectedRouteFile('de/intern/index.html')).toBe('../protected/de/intern/index.html');
  });
});

describe('withPasswordMarker', () => {
  it('replaces a stored hash by the marker and leaves unprotected meta alone', () => {
    const meta = { name: { de: 'Intern' }, password: 'pbkdf2-sha256$100000$c2FsdA$aGFzaA' };
    expect(withPasswordMarker(meta)).toEqual({ name: { de: 'Intern' }, password: PASSWORD_MARKER });
    const open = { name: { de: 'Offen' }, password: null };
    expect(withPasswordMarker(open)).toBe(open);
  });
});
