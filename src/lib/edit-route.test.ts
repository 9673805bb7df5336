/** Edit paths and the editor's query flags (toolbar, pageMenu, settings). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_FLAGS,
  escapeTarget,
  flagsAfterEscape,
  NO_FLAGS,
  parseEditPath,
  readFlags,
  setFlag,
  withFlags,
  writeFlags,
  type EditorFlags,
} from './edit-route.ts';

describe('parseEditPath', () => {
  it('reads home, free pages and collection items', () => {
    expect(parseEditPath('/de/edit')).toEqual({ locale: 'de', slug: '' });
    expect(parseEditPath('/de/edit/')).toEqual({ locale: 'de', slug: '' });
    expect(parseEditPath('/en/edit/contact')).toEqual({ locale: 'en', slug: 'contact' });
    expect(parseEditPath('/en/edit/contact/')).toEqual({ locale: 'en', slug: 'contact' });
    expect(parseEditPath('/de/edit/team/anna-muster')).toEqual({ locale: 'de', slug: 'team/anna-muster' });
    expect(parseEditPath('/de/edit/%C3%BCber-uns')).toEqual({ locale: 'de', slug: 'über-uns' });
  });

  it('refuses other paths', () => {
    for (const path of [
      '/',
      '/de/',
      '/de/kontakt',
      '/fr/edit/',
      '/de/editor/x',
      '/de/edit/a/b/c',
      '/de/edit/..',
      '/de/edit/a%2Fb',
      '/de/edit/%E0%A4%A',
    ]) {
      expect(parseEditPath(path), path).toBeNull();
    }
  });
});

describe('query flags', () => {
  it('reads 1 and true as active', () => {
    expect(readFlags('?toolbar=1&settings=true&pageMenu=0')).toEqual({
      toolbar: true,
      pageMenu: false,
      settings: true,
    });
    expect(readFlags('')).toEqual(NO_FLAGS);
  });

  it('writes active flags as 1 and keeps other keys', () => {
    expect(writeFlags('?searchQuery=brille&toolbar=true', { ...NO_FLAGS, toolbar: true })).toBe(
      '?searchQuery=brille&toolbar=1',
    );
    expect(writeFlags('?toolbar=1&pageMenu=1', NO_FLAGS)).toBe('');
  });

  it('turning the toolbar off clears all three flags', () => {
    expect(setFlag({ toolbar: true, pageMenu: true, settings: true }, 'toolbar', false)).toEqual(NO_FLAGS);
  });

  it('opening the page menu or the settings closes the toolbar and the other panel', () => {
    const open: EditorFlags = { toolbar: true, pageMenu: false, settings: true };
    expect(setFlag(open, 'pageMenu', true)).toEqual({ toolbar: false, pageMenu: true, settings: false });
    expect(setFlag(open, 'settings', true)).toEqual({ toolbar: false, pageMenu: false, settings: true });
  });

  it('Escape closes the page menu first, else the toolbar', () => {
    expect(flagsAfterEscape({ toolbar: false, pageMenu: true, settings: false })).toEqual(NO_FLAGS);
    expect(flagsAfterEscape({ toolbar: true, pageMenu: false, settings: false })).toEqual(NO_FLAGS);
    expect(flagsAfterEscape(NO_FLAGS)).toBeNull();
  });

  it('Escape with only a context menu open closes that menu and keeps the toolbar', () => {
    const toolbar: EditorFlags = { toolbar: true, pageMenu: false, settings: false };
    expect(escapeTarget(toolbar, { panel: false, menu: true })).toBe('menu');
    expect(escapeTarget(toolbar, { panel: true, menu: true })).toBe('panel');
    expect(escapeTarget(toolbar, { panel: false, menu: false })).toBe('toolbar');
    expect(escapeTarget({ ...NO_FLAGS, pageMenu: true }, { panel: false, menu: false })).toBe('pageMenu');
    expect(escapeTarget(NO_FLAGS, { panel: false, menu: false })).toBeNull();
  });

  it('never leaves the toolbar open together with a panel (property)', () => {
    const flags = fc.record({ toolbar: fc.boolean(), pageMenu: fc.boolean(), settings: fc.boolean() });
    fc.assert(
      fc.property(flags, fc.constantFrom(...EDITOR_FLAGS), fc.boolean(), (start, flag, on) => {
        const next = setFlag(start, flag, on);
        expect(next[flag]).toBe(on);
        if (flag !== 'toolbar' && on) expect(next.toolbar).toBe(false);
        if (flag === 'toolbar' && !on) expect(next).toEqual(NO_FLAGS);
        expect(readFlags(writeFlags('', next))).toEqual(next);
      }),
    );
  });

  it('carries the flags into an internal link', () => {
    expect(withFlags('/de/edit/kontakt', { ...NO_FLAGS, toolbar: true })).toBe('/de/edit/kontakt?toolbar=1');
    expect(withFlags('/de/edit/kontakt?x=1#a', NO_FLAGS)).toBe('/de/edit/kontakt?x=1#a');
  });
});
