/**
 * The library's list rules without the UI: merging uploaded or edited items into the loaded list,
 * putting the field's current item first, naming folders, and reading the tag input.
 */
import type { EditorDictionary } from '../../i18n/editor.ts';
import type { MediaItem } from '../../lib/api/media.ts';

/**
 * The list with changed items replaced in place (edits) or, for `first`, the new ones put first
 * (uploads, given in upload order: the last one is the newest and leads).
 */
export function mergeItems(
  list: readonly MediaItem[],
  changed: readonly MediaItem[],
  position: 'first' | 'inPlace',
) {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const kept = list.map((item) => byId.get(item.id) ?? item);
  if (position === 'inPlace') return kept;
  const fresh = changed.filter((item) => !list.some((old) => old.id === item.id));
  return [...fresh.reverse(), ...kept];
}

/** Tags from the comma-separated input: trimmed, without empties and doubles. */
export function parseTags(input: string): string[] {
  return [
    ...new Set(
      input
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** The loaded list with the next page after it; a later page may repeat an item that uploads moved on. */
export function appendPage(list: readonly MediaItem[], page: readonly MediaItem[]): MediaItem[] {
  const known = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !known.has(item.id))];
}

/**
 * The list as shown: the item the field uses now first, then the others in their order. It leads
 * even before the page that holds it is loaded, unless a folder, tag or search narrows the list
 * (then only when the server listed it).
 *
 * @example
 * withCurrentFirst([a, b, c], c, false); // [c, a, b]
 * withCurrentFirst([a, b], c, false);    // [c, a, b]
 * withCurrentFirst([a, b], c, true);     // [a, b]
 */
export function withCurrentFirst(
  list: readonly MediaItem[],
  current: MediaItem | null,
  narrowed: boolean,
): MediaItem[] {
  if (!current) return [...list];
  const listed = list.find((item) => item.id === current.id);
  const rest = list.filter((item) => item.id !== current.id);
  if (listed) return [listed, ...rest];
  return narrowed ? rest : [current, ...rest];
}

/** The folders the server files media into, by their stored name. */
const FOLDER_TEXT_KEYS = {
  demo: 'mediaFolder.demo',
  uploads: 'mediaFolder.uploads',
  gallery: 'mediaFolder.gallery',
  video: 'mediaFolder.video',
} as const satisfies Record<string, keyof EditorDictionary>;

/**
 * A folder's name in the editor's language (a folder we do not know keeps its stored name).
 *
 * @example
 * folderLabel(editorDictionary('de'), 'uploads'); // 'Hochgeladen'
 */
export function folderLabel(t: EditorDictionary, folder: string): string {
  return Object.hasOwn(FOLDER_TEXT_KEYS, folder)
    ? t[FOLDER_TEXT_KEYS[folder as keyof typeof FOLDER_TEXT_KEYS]]
    : folder;
}
