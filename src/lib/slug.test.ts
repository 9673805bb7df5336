import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, isReservedSlug, slugError, slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Über uns', 'ueber-uns'],
    ['Öffnungszeiten', 'oeffnungszeiten'],
    ['Brillengläser', 'brillenglaeser'],
    ['Straße', 'strasse'],
    ['Café Crème', 'cafe-creme'],
    ['  --Team & Service!--  ', 'team-service'],
    ['Kontaktlinsen 2026', 'kontaktlinsen-2026'],
    ['ÄÖÜ', 'aeoeue'],
    ['Ñandú', 'nandu'],
    ['Zoë Müller-Lüdenscheidt', 'zoe-mueller-luedenscheidt'],
    ['Søren Ærø', 'soren-aero'],
    ['François Dupré', 'francois-dupre'],
    ['!!!', ''],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify('wort '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('wort')).toBe(true);
  });

  it('always yields a clean, stable segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const slug = slugify(input);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('slugError', () => {
  it('refuses empty, taken and reserved slugs', () => {
    expect(slugError('', [])).toBe('not empty');
    expect(slugError('kontakt', ['kontakt'])).toBe('already exists');
    expect(slugError('edit', [])).toBe('already exists');
    expect(slugError('api', [])).toBe('already exists');
    expect(slugError('kontakt', ['team'])).toBeNull();
  });

  it('knows the router segments', () => {
    expect(isReservedSlug('internal-render')).toBe(true);
    expect(isReservedSlug('ueber-uns')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('appends the first free number', () => {
    expect(uniqueSlug('Kontakt', [], 'seite')).toBe('kontakt');
    expect(uniqueSlug('Kontakt', ['kontakt', 'kontakt-2'], 'seite')).toBe('kontakt-3');
  });

  it('uses the fallback for names without letters and never a reserved segment', () => {
    expect(uniqueSlug('???', [], 'seite')).toBe('seite');
    expect(uniqueSlug('Edit', [], 'seite')).toBe('edit-2');
  });
});
