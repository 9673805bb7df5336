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
