/**
 * Route building: which URLs a site has and which page each URL shows.
 * Shape: /{locale}[/edit][/{collection}]/{slug}. Home is /{locale}/. Reserved tilde slugs
 * (`~home`, `~contact`, ...) name a page by its role and resolve to that page's real path.
 */
import {
  COLLECTIONS,
  PAGE_ROLES,
  VISITOR_LOCALES,
  type CollectionName,
  type Locale,
  type PageRole,
  type PageSnapshot,
} from './content.ts';

/** Path segments the router owns; no page may use them as its slug. */
export const RESERVED_SEGMENTS = [
  'edit',
  'game',
  'api',
  'media',
  '404',
  '_astro',
  'internal-render',
] as const;

/** One statically built URL. `slug` is the path after the locale, '' for home. */
export interface StaticRoute {
  locale: Locale;
  slug: string;
  pageId: string;
  /** The preferred path of this page in this locale when this route is an alias (id route). */
  canonicalSlug: string;
}

/** `~contact` -> 'contact'; anything else -> null. */
export function roleFromReservedSlug(slug: string): PageRole | null {
  if (!slug.startsWith('~')) return null;
  const role = slug.slice(1);
  return (PAGE_ROLES as readonly string[]).includes(role) ? (role as PageRole) : null;
}

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(value);
}

/** Whether a page is shown in a locale (not excluded by its disallowed languages). */
export function isPageInLocale(page: PageSnapshot, locale: Locale): boolean {
  return !(page.meta.disallowedLanguages ?? []).includes(locale);
}

/** The path segment(s) after the locale for a page: '' for home, 'kontakt', 'team/anna-muster'. */
export function pageSlugPath(page: PageSnapshot, locale: Locale): string {
  if (page.role === 'home') return '';
  const own = page.slug[locale] ?? page.id;
  return page.collection ? `${page.collection}/${own}` : own;
}

/** The public (or edit-mode) path of a page in a locale, e.g. `/de/kontakt`, `/en/`. */
export function pagePath(page: PageSnapshot, locale: Locale, mode: 'live' | 'edit' = 'live'): string {
  const rest = pageSlugPath(page, locale);
  const prefix = mode === 'edit' ? `/${locale}/edit` : `/${locale}`;
  return rest === '' ? `${prefix}/` : `${prefix}/${rest}`;
}

/** Every URL a static build produces for these pages: slug routes plus id aliases of collection items. */
export function buildStaticRoutes(pages: readonly PageSnapshot[]): StaticRoute[] {
  const routes: StaticRoute[] = [];
  for (const locale of VISITOR_LOCALES) {
    for (const page of pages) {
      if (!isPageInLocale(page, locale)) continue;
      const canonicalSlug = pageSlugPath(page, locale);
      routes.push({ locale, slug: canonicalSlug, pageId: page.id, canonicalSlug });
      const idSlug = page.collection ? `${page.collection}/${page.id}` : null;
      if (idSlug && idSlug !== canonicalSlug)
        routes.push({ locale, slug: idSlug, pageId: page.id, canonicalSlug });
    }
  }
  return routes;
}

/** Finds the page a locale-relative path shows: '' (home), 'kontakt', '~contact', 'team/{slug-or-id}'. */
export function resolvePage(
  pages: readonly PageSnapshot[],
  locale: Locale,
  slugPath: string,
): PageSnapshot | null {
  const segments = slugPath.split('/').filter(Boolean);
  const visible = pages.filter((p) => isPageInLocale(p, locale));
  if (segments.length === 0) return visible.find((p) => p.role === 'home') ?? null;
  if (segments.length === 1) {
    const [slug] = segments as [string];
    const role = roleFromReservedSlug(slug);
    if (role) return visible.find((p) => p.role === role) ?? null;
    return visible.find((p) => p.collection === null && (p.slug[locale] === slug || p.id === slug)) ?? null;
  }
  if (segments.length === 2) {
    const [collection, item] = segments as [string, string];
    if (!isCollectionName(collection)) return null;
    return (
      visible.find((p) => p.collection === collection && (p.slug[locale] === item || p.id === item)) ?? null
    );
  }
  return null;
}

/** Paths of the same page in every locale it exists in (hreflang alternates, language switch). */
export function alternatePaths(page: PageSnapshot): { locale: Locale; path: string }[] {
  return VISITOR_LOCALES.filter((l) => isPageInLocale(page, l)).map((locale) => ({
    locale,
    path: pagePath(page, locale),
  }));
}

/** Splits a request path into locale and the rest; null when it has no visitor locale. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([a-z]{2})(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] as Locale;
  if (!(VISITOR_LOCALES as readonly string[]).includes(locale)) return null;
  return { locale, rest: (match[2] ?? '').replace(/\/+$/, '') };
}
