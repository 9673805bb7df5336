import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

describe('readSettings', () => {
  it('fills every default from nothing', () => {
    const s = readSettings(undefined);
    expect(s.theme.primary).toBe('73,157,221');
    expect(s.header.type).toBe('default');
    expect(s.header.loginPage).toEqual({ useLinkToLoginPage: false, url: null });
    expect(s.editor.locale).toBe('de');
  });
  it('reads invalid values and invalid sections as their defaults', () => {
    const s = readSettings({
      header: 5,
      theme: { primary: 'red', secondary: '1,2,3' },
      appearance: { gradient: 'x' },
    });
    expect(s.header.logoSize).toBe('medium');
    expect(s.header.showSearch).toBe(true);
    expect(s.theme.primary).toBe('73,157,221');
    expect(s.theme.secondary).toBe('1,2,3');
    expect(s.appearance.gradient.enabled).toBe(false);
  });
});
