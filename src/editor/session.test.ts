/** The menu state survives a reload of the same page only, and junk in session storage is ignored. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changelogSeenThisSession,
  markChangelogSeenThisSession,
  readMenuState,
  rememberedEditorLocale,
  rememberPage,
  saveMenuState,
  SESSION_KEYS,
} from './session.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

const menu = {
  item: { kind: 'field' as const, id: 'f1', groupId: 'g1', name: 'title' },
  left: 120,
  top: 340,
  editHref: '/de/edit/team/anna',
  anchor: null,
};

describe('session state', () => {
  it('remembers that this session has seen the changelog', () => {
    expect(changelogSeenThisSession()).toBe(false);
    markChangelogSeenThisSession();
    expect(changelogSeenThisSession()).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.changelogSeen)).toBe('1');
  });

  it('restores the selection and menu position of the current page', () => {
    rememberPage('page-home', 'fr');
    saveMenuState('page-home', menu);
    expect(readMenuState('page-home')).toEqual(menu);
    expect(rememberedEditorLocale()).toBe('fr');
  });

  it("ignores another page's state and a cleared selection", () => {
    rememberPage('page-home', 'de');
    saveMenuState('page-home', menu);
    expect(readMenuState('page-contact')).toBeNull();
    saveMenuState('page-home', null);
    expect(readMenuState('page-home')).toBeNull();
  });

  it('ignores junk', () => {
    rememberPage('page-home', 'de');
    sessionStorage.setItem(SESSION_KEYS.menuState, '{"pageId":"page-home","item":{"kind":"nope"}}');
    expect(readMenuState('page-home')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.menuState, 'not json');
    expect(readMenuState('page-home')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.editorLanguage, 'it');
    expect(rememberedEditorLocale()).toBe('de');
  });
});
