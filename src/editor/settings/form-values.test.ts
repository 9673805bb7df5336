/** The settings forms' pure helpers: paths, empty text, colour conversions (with a property test). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToRgb, normalizeTexts, rgbToHex, textOrNull, valueAt, withValueAt } from './form-values.ts';

describe('valueAt / withValueAt', () => {
  const tree = {
    header: { loginPage: { url: 'a', useLinkToLoginPage: false }, upperCase: true },
    footer: {},
  };

  it('reads nested values and undefined for paths that lead nowhere', () => {
    expect(valueAt(tree, 'header.loginPage.url')).toBe('a');
    expect(valueAt(tree, 'header.upperCase')).toBe(true);
    expect(valueAt(tree, 'header.nope.deeper')).toBeUndefined();
  });

  it('replaces one value without touching the original or its siblings', () => {
    const next = withValueAt(tree, 'header.loginPage.url', 'b');
    expect(next.header.loginPage).toEqual({ url: 'b', useLinkToLoginPage: false });
    expect(tree.header.loginPage.url).toBe('a');
    expect(next.footer).toBe(tree.footer);
    expect(next.header.upperCase).toBe(true);
  });
});

describe('textOrNull', () => {
  it('trims and stores an empty entry as null', () => {
    expect(textOrNull('  Bern ')).toBe('Bern');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull('')).toBeNull();
  });
});

describe('colour conversions', () => {
  it('converts the default primary colour both ways', () => {
    expect(rgbToHex('73,157,221')).toBe('#499ddd');
    expect(hexToRgb('#499DDD')).toBe('73,157,221');
  });

  it('refuses what is no colour', () => {
    expect(hexToRgb('red')).toBeNull();
    expect(hexToRgb('#fff')).toBeNull();
    expect(rgbToHex('1,2')).toBe('#000000');
  });

  it('round-trips every RGB triple', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const triple = `${r},${g},${b}`;
        expect(hexToRgb(rgbToHex(triple))).toBe(triple);
      }),
    );
  });
});

describe('normalizeTexts', () => {
  it('trims every text, stores empty ones as null and keeps other values', () => {
    const given = { footer: { city: ' Bern ', street: '', upperCase: true, links: { showTerms: false } } };
    expect(normalizeTexts(given)).toEqual({
      footer: { city: 'Bern', street: null, upperCase: true, links: { showTerms: false } },
    });
  });
});
