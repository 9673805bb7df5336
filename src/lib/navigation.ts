/**
 * Turns the stored navigation tree into the links a locale shows: labels per locale, page paths,
 * and entries whose page is missing, unpublished or hidden in that locale left out.
 */
import type { Locale, NavigationTree, PageSnapshot } from './content.ts';
import { isPageInLocale, pagePath } from './routes.ts';

export interface NavLink {
  id: string;
  label: string;
  href: string | null;
  pageId: string | null;
  appearance: 'default' | 'button';
  children: NavLink[];
}

export function resolveNavigation(
  tree: NavigationTree,
  pages: readonly PageSnapshot[],
  locale: Locale,
  mode: 'live' | 'edit' = 'live',
): NavLink[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const visiblePage = (id: string | null | undefined) => {
    const page = id ? byId.get(id) : undefined;
    return page && isPageInLocale(page, locale) ? page : null;
  };
  const out: NavLink[] = [];
  for (const container of tree.containers) {
    const children: NavLink[] = [];
    for (const child of container.children) {
      const page = visiblePage(child.pageId);
      if (!page) continue;
      children.push({
        id: child.id,
        label: page.meta.name[locale] ?? page.slug[locale] ?? page.id,
        href: pagePath(page, locale, mode),
        pageId: page.id,
        appearance: child.appearance,
        children: [],
      });
    }
    const own = visiblePage(container.pageId);
    const label = container.label[locale] ?? (own ? own.meta.name[locale] : null);
    if (!label || (!own && children.length === 0)) continue;
    out.push({
      id: container.id,
      label,
      href: own ? pagePath(own, locale, mode) : null,
      pageId: own?.id ?? null,
      appearance: 'default',
      children,
    });
  }
  return out;
}
