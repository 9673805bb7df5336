/**
 * The editor's URL: which page an edit route shows (`/{locale}/edit/{slug}`,
 * `/{locale}/edit/{collection}/{slug-or-id}`) and the editor state carried in query flags
 * (editor spec §2: toolbar, pageMenu, settings, each `1` when active). Pure, so the flag rules
 * (toolbar off clears all three; opening a panel closes the toolbar and the other panel) are
 * tested without a browser.
 */
import { VISITOR_LOCALES, type Locale } from './content.ts';

/** Query flags of the editor, in the order they are written. */
export const EDITOR_FLAGS = ['toolbar', 'pageMenu', 'settings'] as const;
export type EditorFlag = (typeof EDITOR_FLAGS)[number];
export type EditorFlags = Record<EditorFlag, boolean>;

/** All flags off. */
export const NO_FLAGS: EditorFlags = { toolbar: false, pageMenu: false, settings: false };

/** The page an edit path points at: its locale and the slug path after `/edit/` ('' for home). */
export interface EditTarget {
  locale: Locale;
  slug: string;
}

/**
 * Reads an edit path; null when it is not one (wrong locale, no `/edit` segment, `..`).
 *
 * @example
 * parseEditPath('/en/edit/team/anna-muster'); // { locale: 'en', slug: 'team/anna-muster' }
 * parseEditPath('/de/edit/'); // { locale: 'de', slug: '' }
 */
export function parseEditPath(pathname: string): EditTarget | null {
  const match = /^\/([a-z]{2})\/edit(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] as Locale;
  if (!(VISITOR_LOCALES as readonly string[]).includes(locale)) return null;
  let segments: string[];
  try {
    segments = (match[2] ?? '')
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (segments.length > 2 || segments.some((s) => s === '.' || s === '..' || s.includes('/'))) return null;
  return { locale, slug: segments.join('/') };
}

/** Whether a path is an edit route of this site (`/{locale}/edit/...`). */
export function isEditPath(pathname: string): boolean {
  return parseEditPath(pathname) !== null;
}

/** The flags a query string carries (`1`, or `true` as older links wrote it). */
export function readFlags(search: string): EditorFlags {
  const params = new URLSearchParams(search);
  const on = (flag: EditorFlag) => {
    const value = params.get(flag);
    return value === '1' || value === 'true';
  };
  return { toolbar: on('toolbar'), pageMenu: on('pageMenu'), settings: on('settings') };
}

/** The query string with these flags (active ones as `=1`, others removed), other keys kept. */
export function writeFlags(search: string, flags: EditorFlags): string {
  const params = new URLSearchParams(search);
  for (const flag of EDITOR_FLAGS) {
    if (flags[flag]) params.set(flag, '1');
    else params.delete(flag);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The flags after switching one on or off (editor spec §2): the toolbar off clears all three;
 * opening the page menu or the settings closes the toolbar and the other panel.
 *
 * @example
 * setFlag({ toolbar: true, pageMenu: false, settings: false }, 'pageMenu', true);
 * // { toolbar: false, pageMenu: true, settings: false }
 */
export function setFlag(flags: EditorFlags, flag: EditorFlag, on: boolean): EditorFlags {
  if (flag === 'toolbar') return on ? { ...flags, toolbar: true } : { ...NO_FLAGS };
  if (!on) return { ...flags, [flag]: false };
  return { toolbar: false, pageMenu: flag === 'pageMenu', settings: flag === 'settings' };
}

/**
 * What Escape does (editor spec §2): close the page menu if it is open, otherwise close the
 * toolbar; null when there is nothing to close.
 */
export function flagsAfterEscape(flags: EditorFlags): EditorFlags | null {
  if (flags.pageMenu) return setFlag(flags, 'pageMenu', false);
  if (flags.toolbar) return setFlag(flags, 'toolbar', false);
  return null;
}

/** What one Escape press closes, innermost first. */
export type EscapeTarget = 'panel' | 'menu' | 'pageMenu' | 'toolbar';

/**
 * What Escape closes (editor spec §2): an open option panel first, then the context menu on its
 * own (the toolbar stays open), then the page menu, then the toolbar; null when nothing is open.
 *
 * @example
 * escapeTarget({ toolbar: true, pageMenu: false, settings: false }, { panel: false, menu: true }); // 'menu'
 */
export function escapeTarget(
  flags: EditorFlags,
  open: { panel: boolean; menu: boolean },
): EscapeTarget | null {
  if (open.panel) return 'panel';
  if (open.menu) return 'menu';
  if (flags.pageMenu) return 'pageMenu';
  if (flags.toolbar) return 'toolbar';
  return null;
}

/**
 * An internal link followed inside the editor keeps the toolbar open on the next page: the
 * edit path with the current flags written into its query.
 */
export function withFlags(href: string, flags: EditorFlags): string {
  const url = new URL(href, 'https://lunette.invalid');
  return `${url.pathname}${writeFlags(url.search, flags)}${url.hash}`;
}
