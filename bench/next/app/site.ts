/**
 * The published demo site for the Next build, loaded the way the Astro pages load it
 * (db/published-site.ts, from DATABASE_URL) and resolved per route with the same route list
 * (src/lib/routes.ts buildStaticRoutes) the Astro build uses.
 */
import { publishedSite } from '../../../db/published-site.ts';
import type { CollectionName, Locale, PageSnapshot, SiteSnapshot } from '../../../src/lib/content.ts';
import { buildStaticRoutes } from '../../../src/lib/routes.ts';

export { publishedSite };

/** Next's params of every visitor page: the locale and the slug's segments. */
export async function staticParams(): Promise<{ locale: Locale; slug: string[] }[]> {
  const site = await publishedSite();
  return buildStaticRoutes(site.pages).map((route) => ({
    locale: route.locale,
    slug: route.slug === '' ? [] : route.slug.split('/'),
  }));
}

/** The page a route shows and its canonical path (as src/pages/[locale]/[...slug].astro finds them). */
export async function routePage(
  locale: Locale,
  slug: readonly string[] | undefined,
): Promise<{ site: SiteSnapshot; page: PageSnapshot; canonicalPath: string }> {
  const site = await publishedSite();
  const wanted = (slug ?? []).map((s) => decodeURIComponent(s)).join('/');
  const route = buildStaticRoutes(site.pages).find((r) => r.locale === locale && r.slug === wanted);
  const page = route && site.pages.find((p) => p.id === route.pageId);
  if (!route || !page) throw new Error(`no page for /${locale}/${wanted}`);
  const canonicalPath = route.canonicalSlug === '' ? `/${locale}/` : `/${locale}/${route.canonicalSlug}`;
  return { site, page, canonicalPath };
}

/**
 * The site as a page's client components get it (Next serialises their props into the page): the
 * other pages without their blocks, except the pages of `collection` (a collection container lists
 * them), and without the network data only islands read (they get it as their own props). One
 * object per page and collection, so the page's payload carries it once.
 */
export function clientSites(
  site: SiteSnapshot,
  page: PageSnapshot,
): (collection?: CollectionName) => SiteSnapshot {
  const made = new Map<string, SiteSnapshot>();
  return (collection) => {
    const key = collection ?? '';
    let trimmed = made.get(key);
    if (!trimmed) {
      const { directory: _directory, jobs: _jobs, reviews: _reviews, ...rest } = site;
      trimmed = {
        ...rest,
        pages: site.pages.map((p) =>
          p.id === page.id || (collection !== undefined && p.collection === collection)
            ? p
            : { ...p, groups: [] },
        ),
      };
      made.set(key, trimmed);
    }
    return trimmed;
  };
}
