/** The sign-in redirect never leaves the site and only ever lands on an edit route. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEditReturnPath, loginHref, signInTarget } from './login-return.ts';

const query = (returnTo: string) => `?${new URLSearchParams({ returnTo }).toString()}`;

describe('signInTarget', () => {
  it('goes back to a same-site edit path, query and hash included', () => {
    expect(signInTarget(query('/de/edit/kontakt'), 'de')).toBe('/de/edit/kontakt');
    expect(signInTarget(query('/en/edit/team/anna?toolbar=true#top'), 'de')).toBe(
      '/en/edit/team/anna?toolbar=true#top',
    );
  });

  it('falls back to the home page in edit mode', () => {
    for (const bad of [
      '',
      'https://evil.example/de/edit/',
      '//evil.example/de/edit/',
      '/\\evil.example/de/edit/',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/de/kontakt',
      '/fr/edit/x',
      '/de/editor/x',
      '/de/edit',
      '/de/edit/../../evil',
    ]) {
      expect(signInTarget(query(bad), 'en'), bad).toBe('/en/edit/');
    }
    expect(signInTarget('', 'de')).toBe('/de/edit/');
  });

  it('never leaves the site, whatever returnTo says (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath()),
        fc.constantFrom('de', 'en'),
        (value, locale) => {
          const target = signInTarget(query(value), locale);
          expect(target).toMatch(/^\/(de|en)\/edit\//);
          expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
        },
      ),
    );
  });
});

describe('loginHref', () => {
  it('adds an edit path as returnTo and drops anything else', () => {
    expect(loginHref('/de/login', '/de/edit/kontakt')).toBe('/de/login?returnTo=%2Fde%2Fedit%2Fkontakt');
    expect(loginHref('/en/login', 'https://evil.example')).toBe('/en/login');
    expect(isEditReturnPath('/de/edit/')).toBe(true);
  });
});
