/**
 * How the pages panel reads the page list: free pages and collections in their sections, the
 * name shown, the edit link and the status badges of a page. Pure, so it is tested without a
 * browser.
 */
import type { PageListEntry } from '../../lib/api/pages.ts';
import { COLLECTIONS, VISITOR_LOCALES, type Locale } from '../../lib/content.ts';
import { slugify } from '../../lib/slug.ts';

/** The panel's sections: free pages, then each collection that has pages. */
export interface PageSections {
  free: PageListEntry[];
  collections: { name: (typeof COLLECTIONS)[number]; pages: PageListEntry[] }[];
}

const byPosition = (a: PageListEntry, b: PageListEntry) =>
  Number(b.role === 'home') - Number(a.role === 'home') ||
  a.position - b.position ||
  a.id.localeCompare(b.id);

/**
 * Splits the list into free pages (home first, then by position) and collections (in the
 * order of COLLECTIONS, drafts included).
 *
 * @example
 * groupPages(list).collections.map((c) => c.name); // ['team', 'service']
 */
export function groupPages(pages: readonly PageListEntry[]): PageSections {
  const free = pages.filter((p) => p.collection === null).sort(byPosition);
  const collections = COLLECTIONS.map((name) => ({
    name,
    pages: pages.filter((p) => p.collection === name).sort(byPosition),
  })).filter((c) => c.pages.length > 0);
  return { free, collections };
}

/** The page's name in a locale, else in any locale, else its slug or id. */
export function pageDisplayName(page: PageListEntry, locale: Locale): string {
  const any = VISITOR_LOCALES.map((l) => page.name[l]).find(Boolean);
  return page.name[locale] || any || page.slug[locale] || page.id;
}

/**
 * The page's edit path in a locale: the slug when the page is published (editor spec §2),
 * otherwise its id; the home page is `/{locale}/edit/`.
 *
 * @example
 * pageEditPath({ ...draftPage, id: 'page-1' }, 'de'); // '/de/edit/page-1'
 */
export function pageEditPath(page: PageListEntry, locale: Locale): string {
  if (page.role === 'home') return `/${locale}/edit/`;
  const own = page.published ? (page.slug[locale] ?? page.id) : page.id;
  return `/${locale}/edit/${page.collection ? `${page.collection}/` : ''}${own}`;
}

/** The public path a typed slug becomes (shown live while the editor types). */
export function slugPreviewPath(
  page: Pick<PageListEntry, 'collection'>,
  locale: Locale,
  typed: string,
): string {
  return `/${locale}/${page.collection ? `${page.collection}/` : ''}${slugify(typed)}`;
}

export type PageBadge = 'draft' | 'published' | 'changed';

/** A never-published page is a draft; a published one shows 'changed' while its draft differs. */
export function pageBadge(page: PageListEntry): PageBadge {
  if (!page.published) return 'draft';
  return page.changed ? 'changed' : 'published';
}
