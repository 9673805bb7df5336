/**
 * Old page URLs: when a published page's slug changes, its old path is kept in `page_redirects`
 * and a request for it answers 301 to the page's current public path. One lookup serves the Node
 * server and the Worker (both call it just before their 404 page).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageRedirects, pages } from '../../../db/schema.ts';
import type { Tx } from '../../../db/write.ts';
import { VISITOR_LOCALES, type Locale, type PageSnapshot } from '../../../src/lib/content.ts';
import { isPageInLocale, pagePath, pageSlugPath, splitLocale } from '../../../src/lib/routes.ts';
import type { Exec, PageRow } from './rows.ts';

/** The published side of a page row as routes.ts reads it; null when never published or hidden. */
export function publishedRouteOf(row: PageRow): PageSnapshot | null {
  if (row.publishedAt === null || !row.publishedSlug || !row.publishedMeta) return null;
  if (row.status === 'deleted' || row.status === 'archived') return null;
  return routeSnapshot(row, row.publishedSlug, row.publishedMeta);
}

/** The draft side of a page row as routes.ts reads it. */
export function draftRouteOf(row: PageRow): PageSnapshot {
  return routeSnapshot(row, row.slug, row.meta);
}

function routeSnapshot(row: PageRow, slug: PageRow['slug'], meta: PageRow['meta']): PageSnapshot {
  return {
    id: row.id,
    collection: row.collection as PageSnapshot['collection'],
    role: row.role as PageSnapshot['role'],
    position: row.position,
    status: row.status,
    slug,
    meta,
    ogImage: null,
    fields: {},
    groups: [],
  };
}

/**
 * Records the published paths a slug change leaves behind (old path -> this page) and forgets
 * redirects from the paths the page takes now, so going back to an old slug never loops.
 */
export async function recordSlugRedirects(tx: Tx, before: PageRow, nextSlug: PageRow['slug']): Promise<void> {
  const published = publishedRouteOf(before);
  const next = routeSnapshot(before, nextSlug, before.meta);
  for (const locale of VISITOR_LOCALES) {
    const now = pageSlugPath(next, locale);
    await tx
      .delete(pageRedirects)
      .where(and(eq(pageRedirects.locale, locale), eq(pageRedirects.fromPath, now)));
    if (!published || !isPageInLocale(published, locale)) continue;
    const old = pageSlugPath(published, locale);
    if (old === now || old === '') continue;
    await tx
      .insert(pageRedirects)
      .values({ locale, fromPath: old, pageId: before.id })
      .onConflictDoUpdate({
        target: [pageRedirects.locale, pageRedirects.fromPath],
        set: { pageId: before.id },
      });
  }
}

/**
 * Where an old path now lives: the page's current public path (with the query string), or null
 * when the path was never a page's, the page is gone, unpublished or hidden in that locale.
 *
 * @example
 * await findPageRedirect(db, '/de/alte-seite', ''); // '/de/neue-seite'
 */
export async function findPageRedirect(db: Db | Exec, pathname: string, search = ''): Promise<string | null> {
  const split = splitLocale(pathname);
  if (!split || split.rest === '') return null;
  const [hit] = await db
    .select({ pageId: pageRedirects.pageId })
    .from(pageRedirects)
    .where(and(eq(pageRedirects.locale, split.locale), eq(pageRedirects.fromPath, split.rest)));
  if (!hit) return searchPageRedirect(db, split.locale, split.rest.replace(/\/$/u, ''), search);
  const [row] = await db.select().from(pages).where(eq(pages.id, hit.pageId));
  const page = row ? publishedRouteOf(row) : null;
  if (!page || !isPageInLocale(page, split.locale)) return null;
  const target = pagePath(page, split.locale);
  return target === pathname || target === `${pathname}/` ? null : `${target}${search}`;
}

/**
 * `search` is reserved in every locale (spec visitor-site.md), and a search page's slug of another
 * locale (`/en/suche`) is taken for it too: both lead to the locale's own search page.
 */
async function searchPageRedirect(
  db: Db | Exec,
  locale: Locale,
  rest: string,
  search: string,
): Promise<string | null> {
  if (rest.includes('/')) return null;
  const [row] = await db.select().from(pages).where(eq(pages.role, 'search'));
  const page = row ? publishedRouteOf(row) : null;
  if (!page || !isPageInLocale(page, locale)) return null;
  const aliases = new Set([RESERVED_SEARCH_SLUG, ...Object.values(page.slug).filter(Boolean)]);
  if (!aliases.has(rest.toLowerCase())) return null;
  const target = pagePath(page, locale);
  return target === `/${locale}/${rest}` ? null : `${target}${search}`;
}

/** The slug reserved for the search page in every locale. */
export const RESERVED_SEARCH_SLUG = 'search';

/** Forgets every redirect to these pages (they are being deleted). */
export async function forgetRedirects(tx: Tx, pageIds: readonly string[]): Promise<void> {
  if (pageIds.length > 0) await tx.delete(pageRedirects).where(inArray(pageRedirects.pageId, [...pageIds]));
}

/** The public paths of a published page: its slug path per locale and, for items, the id alias. */
export function publicPathsOf(page: PageSnapshot): string[] {
  const out: string[] = [];
  for (const locale of VISITOR_LOCALES as readonly Locale[]) {
    if (!isPageInLocale(page, locale)) continue;
    out.push(pagePath(page, locale));
    if (page.collection) out.push(`/${locale}/${page.collection}/${page.id}`);
  }
  return [...new Set(out)];
}
