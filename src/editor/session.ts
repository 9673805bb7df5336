/**
 * What survives a reload of the editor (editor spec §2, §9 session keys): the current page id,
 * the editor language (so the loading screen speaks it), and the menu state (selected item,
 * whether its menu is open and where). Session storage only: a new tab starts clean. Everything
 * read back is validated; junk or another page's state is ignored.
 */
import * as v from 'valibot';
import { EDITOR_LOCALES, type EditorLocale } from '../i18n/editor.ts';
import type { MenuState } from './store.ts';

/** Session storage keys (spec §9: current page id, editor language, changelog-seen flag, menu state). */
export const SESSION_KEYS = {
  currentPageId: 'currentPageId',
  editorLanguage: 'editorLanguage',
  changelogSeen: 'changelogSeen',
  menuState: 'menuState',
} as const;

const Id = v.pipe(v.string(), v.maxLength(200));
const SelectedItemSchema = v.variant('kind', [
  v.object({ kind: v.literal('page'), id: Id }),
  v.object({ kind: v.literal('group'), id: Id }),
  v.object({ kind: v.literal('field'), id: Id, groupId: v.nullable(Id), name: Id }),
]);
const StoredMenuSchema = v.object({
  pageId: Id,
  item: SelectedItemSchema,
  left: v.pipe(v.number(), v.finite()),
  top: v.pipe(v.number(), v.finite()),
  editHref: v.nullable(v.pipe(v.string(), v.maxLength(500))),
});

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // quota or privacy mode: losing the menu position on reload is acceptable
  }
}

/** Remembers the page being edited and the editor language. */
export function rememberPage(pageId: string, editorLocale: EditorLocale): void {
  write(SESSION_KEYS.currentPageId, pageId);
  write(SESSION_KEYS.editorLanguage, editorLocale);
}

/** The editor language of this session, German when none is known yet. */
export function rememberedEditorLocale(): EditorLocale {
  const value = read(SESSION_KEYS.editorLanguage);
  return (EDITOR_LOCALES as readonly string[]).includes(value ?? '') ? (value as EditorLocale) : 'de';
}

/** Notes that this session has seen the changelog (it then no longer opens by itself). */
export function markChangelogSeenThisSession(): void {
  write(SESSION_KEYS.changelogSeen, '1');
}

/** Whether this session has seen the changelog already. */
export function changelogSeenThisSession(): boolean {
  return read(SESSION_KEYS.changelogSeen) === '1';
}

/** Stores the menu state of a page (null: nothing selected). */
export function saveMenuState(pageId: string, menu: MenuState | null): void {
  if (!menu) return write(SESSION_KEYS.menuState, null);
  const { item, left, top, editHref } = menu;
  write(SESSION_KEYS.menuState, JSON.stringify({ pageId, item, left, top, editHref }));
}

/** The stored menu state when it belongs to this page; null otherwise. */
export function readMenuState(pageId: string): MenuState | null {
  const raw = read(SESSION_KEYS.menuState);
  if (!raw || read(SESSION_KEYS.currentPageId) !== pageId) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredMenuSchema, json);
  if (!parsed.success || parsed.output.pageId !== pageId) return null;
  const { item, left, top, editHref } = parsed.output;
  return { item, left, top, editHref, anchor: null };
}
