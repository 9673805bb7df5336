/**
 * The library's list rules without the UI: merging uploaded or edited items into the loaded list,
 * and reading the tag input.
 */
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
