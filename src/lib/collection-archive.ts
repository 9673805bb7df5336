/**
 * The archive of a page collection (editor spec §4): an editor hides a collection item instead of
 * deleting it; hidden items leave the containers and wait in the archive, grouped by their archive
 * key ('Uncategorized' when none is set). The flags live in the item page's meta (`hidden`,
 * `archiveKey`) and are read leniently, so pages stored without them count as shown.
 */
import * as v from 'valibot';
import { DEFAULT_ARCHIVE_KEY } from './collections.ts';
import type { PageMeta } from './content.ts';

/** The archive flags a collection item page may carry in its meta. */
export const ArchiveMetaSchema = v.object({
  hidden: v.optional(v.fallback(v.boolean(), false), false),
  archiveKey: v.optional(v.fallback(v.nullable(v.string()), null), null),
});

/** Page meta with the archive flags (what the editor writes when it hides an item). */
export type ArchivableMeta = PageMeta & v.InferInput<typeof ArchiveMetaSchema>;

/** Whether an item is hidden, and the archive group it belongs to. */
export interface ArchiveState {
  hidden: boolean;
  key: string;
}

/** One archive group: its key and its items in collection order. */
export interface ArchiveGroup<T> {
  key: string;
  items: T[];
}

/**
 * The archive group name for a stored key: trimmed, or 'Uncategorized' when empty or missing.
 *
 * @example
 * archiveKey('  Aktion 2023 '); // 'Aktion 2023'
 * archiveKey(null); // 'Uncategorized'
 */
export function archiveKey(raw: string | null | undefined): string {
  const key = raw?.trim();
  return key ? key : DEFAULT_ARCHIVE_KEY;
}

/**
 * Reads the archive state of an item page from its meta; anything invalid reads as shown.
 *
 * @example
 * archiveState({ meta: { name: {}, hidden: true } }); // { hidden: true, key: 'Uncategorized' }
 */
export function archiveState(page: { meta: PageMeta }): ArchiveState {
  const flags = v.parse(ArchiveMetaSchema, { ...page.meta });
  return { hidden: flags.hidden, key: archiveKey(flags.archiveKey) };
}

/**
 * Groups items by key: keys sorted alphabetically (German collation), the default key
 * 'Uncategorized' last; items keep their order inside a group. No group is empty.
 *
 * @example
 * groupArchive(['b1', 'a1', 'b2'], (s) => s[0]); // [{ key: 'a', items: ['a1'] }, { key: 'b', items: ['b1', 'b2'] }]
 */
export function groupArchive<T>(items: readonly T[], keyOf: (item: T) => string): ArchiveGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = archiveKey(keyOf(item));
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      if (a === DEFAULT_ARCHIVE_KEY || b === DEFAULT_ARCHIVE_KEY) {
        return Number(a === DEFAULT_ARCHIVE_KEY) - Number(b === DEFAULT_ARCHIVE_KEY);
      }
      return a.localeCompare(b, 'de') || (a < b ? -1 : a > b ? 1 : 0);
    })
    .map(([key, grouped]) => ({ key, items: grouped }));
}

/**
 * Splits collection items (as `collectionItems` returns them) into the shown ones, in order, and
 * the archive of hidden ones, grouped by archive key.
 *
 * @example
 * const { shown, archive } = splitArchive(collectionItems(site.pages, 'testimonial', locale));
 */
export function splitArchive<T extends { page: { meta: PageMeta } }>(
  items: readonly T[],
): { shown: T[]; archive: ArchiveGroup<T>[] } {
  const states = items.map((item) => ({ item, state: archiveState(item.page) }));
  return {
    shown: states.filter(({ state }) => !state.hidden).map(({ item }) => item),
    archive: groupArchive(
      states.filter(({ state }) => state.hidden),
      ({ state }) => state.key,
    ).map(({ key, items: grouped }) => ({ key, items: grouped.map(({ item }) => item) })),
  };
}
