/** Collection rules: which pages a container lists and the detail group each item carries. */
import type { CollectionName, GroupSnapshot, Locale, PageSnapshot } from './content.ts';
import { isPageInLocale } from './routes.ts';

/** Archive key for collection items without a category. */
export const DEFAULT_ARCHIVE_KEY = 'Uncategorized';

/** The detail block type of each page collection (services are plain pages without one). */
export const DETAIL_TYPE: Record<CollectionName, string | null> = {
  team: 'teamDetails',
  service: null,
  testimonial: 'testimonialDetails',
  map: 'mapDetails',
};

/** Items of a collection shown in a locale, in position order, with their detail group. */
export function collectionItems(
  pages: readonly PageSnapshot[],
  collection: CollectionName,
  locale: Locale,
): { page: PageSnapshot; details: GroupSnapshot | null }[] {
  return pages
    .filter((p) => p.collection === collection && isPageInLocale(p, locale))
    .sort((a, b) => a.position - b.position)
    .map((page) => ({ page, details: page.groups.find((g) => g.type === DETAIL_TYPE[collection]) ?? null }));
}

/** The collections an editor manages in the collection editor (the urban golf holes are not among them). */
export const EDITABLE_COLLECTIONS = ['team', 'service', 'testimonial'] as const;
export type EditableCollection = (typeof EDITABLE_COLLECTIONS)[number];

/** Whether a collection is one the collection editor manages. */
export function isEditableCollection(value: string | null | undefined): value is EditableCollection {
  return (EDITABLE_COLLECTIONS as readonly string[]).includes(value ?? '');
}

/**
 * The order after dragging `active` onto `over`: `active` takes `over`'s place and the items in
 * between shift by one (the usual sortable-list move). Unknown ids leave the order as it is.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 'c', 'a'); // ['c', 'a', 'b']
 */
export function moveItem<T>(order: readonly T[], active: T, over: T): T[] {
  const from = order.indexOf(active);
  const to = order.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}

/**
 * The neighbour a shown item swaps with when moved one place up or down among the shown items
 * (hidden items in between keep their places); null at the ends.
 *
 * @example
 * shownNeighbour(['a', 'b', 'c'], 'b', 'up'); // 'a'
 */
export function shownNeighbour<T>(shown: readonly T[], item: T, direction: 'up' | 'down'): T | null {
  const at = shown.indexOf(item);
  if (at < 0) return null;
  return shown[direction === 'up' ? at - 1 : at + 1] ?? null;
}

/**
 * Every item of a collection whatever its languages, in position order (the collection editor
 * lists them all; a container shows only those of its locale).
 */
export function allCollectionItems(
  pages: readonly PageSnapshot[],
  collection: CollectionName,
): { page: PageSnapshot }[] {
  return pages
    .filter((p) => p.collection === collection)
    .sort((a, b) => a.position - b.position)
    .map((page) => ({ page }));
}

/**
 * An item's name for the editor: in the locale being edited, else in any locale, else its id.
 *
 * @example
 * itemName({ id: 'p1', meta: { name: { en: 'Lea' } } }, 'de'); // 'Lea'
 */
export function itemName(page: Pick<PageSnapshot, 'id' | 'meta'>, locale: Locale): string {
  const name = page.meta.name[locale] ?? Object.values(page.meta.name).find((n) => n && n.trim() !== '');
  return name && name.trim() !== '' ? name : page.id;
}
