/**
 * Which files of the static site a publish changes. The local renderer re-renders only those
 * (docs/decisions/0005-publish-to-live.md), so this rule decides whether a visitor can ever see a
 * stale page: it compares the published site before and after the publish, and adds what the
 * publisher reported. A page's HTML depends on its own snapshot, on the site "outline" of its
 * locale (every page's path, name, role and position: navigation, links, the island path map,
 * footer, hreflang, navigation labels, the home page's share image), on settings and branches and,
 * for a container block, on the items of the collection it lists. The 404 pages (their shell is the
 * home page's) and the sitemaps depend on the outline and site-wide inputs only.
 */
import {
  DEFAULT_LOCALE,
  VISITOR_LOCALES,
  type CollectionName,
  type GroupSnapshot,
  type Locale,
  type PageSnapshot,
  type SiteSnapshot,
} from './content.ts';
import {
  RESERVED_SEGMENTS,
  buildStaticRoutes,
  isPageInLocale,
  pagePath,
  splitLocale,
  type StaticRoute,
} from './routes.ts';
import { isIndexable } from './sitemap.ts';
import { isProtectedPage, protectedRouteFile } from './protected-pages.ts';

/** Path prefix of the on-demand render route (never served publicly). */
export const INTERNAL_RENDER_PREFIX = '/internal-render';
/** Key in `Astro.locals` under which the renderer hands the route its snapshot. */
export const INTERNAL_RENDER_LOCALS = 'lunetteInternalRender';

/** What the renderer passes to the internal render route. */
export interface InternalRenderLocals {
  /** The published site of this render batch. */
  site: SiteSnapshot;
  /** The site's absolute origin (a site of the network other than the build's own). */
  siteUrl?: string;
}

/** What a publish changed, as the publisher reports it (same shape as the rebuild service's). */
export interface PublishChange {
  pageIds: readonly string[];
  wholeSite: boolean;
  removedPaths: readonly string[];
}

/** What publishing one page changes; see `pagePublishChange`. */
export interface PagePublishInput {
  /** The page's published side before the publish; null when it was never published. */
  before: PageSnapshot | null;
  /** The page's published side after the publish (its draft as it was published). */
  after: PageSnapshot;
  /** Pages holding a block that lists the page's collection (empty for a page outside collections). */
  listingPageIds: readonly string[];
}

/**
 * What a publish of one page reports to the rebuild service: the page itself and the pages
 * listing its collection; the whole site when the page is new or its slug, name or languages
 * changed (navigation and links on every page name it); and its public paths that no longer
 * exist. `affectedRoutes` then turns such a report into files to render and remove.
 *
 * @example
 * pagePublishChange({ before: null, after: page, listingPageIds: [] });
 * // { pageIds: [page.id], wholeSite: true, removedPaths: [] }
 */
export function pagePublishChange({ before, after, listingPageIds }: PagePublishInput): {
  pageIds: string[];
  wholeSite: boolean;
  removedPaths: string[];
} {
  const wholeSite =
    before === null ||
    JSON.stringify(before.slug) !== JSON.stringify(after.slug) ||
    JSON.stringify(before.meta.name) !== JSON.stringify(after.meta.name) ||
    JSON.stringify(before.meta.disallowedLanguages ?? []) !==
      JSON.stringify(after.meta.disallowedLanguages ?? []);
  return {
    pageIds: [...new Set([after.id, ...listingPageIds])],
    wholeSite,
    removedPaths: removedPagePaths(before, after),
  };
}

/** Paths a page had on its published side that its new published side no longer has. */
function removedPagePaths(before: PageSnapshot | null, after: PageSnapshot): string[] {
  if (!before) return [];
  const out: string[] = [];
  for (const locale of VISITOR_LOCALES) {
    if (!isPageInLocale(before, locale)) continue;
    const old = pagePath(before, locale);
    if (!isPageInLocale(after, locale) || pagePath(after, locale) !== old) out.push(old);
  }
  return out;
}

/** One rendered output: the internal path to render and the files (relative to the HTML folder) it becomes. */
export interface RenderTarget {
  /** e.g. `/internal-render/de/team/anna-muster`. */
  source: string;
  /** e.g. `['de/team/anna-muster/index.html']`; the 404 pages have several copies. */
  files: string[];
}

export interface AffectedRoutes {
  /** Targets to render, the reported and changed pages first. No file appears twice. */
  render: RenderTarget[];
  /** How many of `render`'s first targets are routes of the changed or reported pages themselves. */
  changedFirst: number;
  /** Files to delete (routes that no longer exist); never a file of `render`. */
  remove: string[];
}

export interface AffectedRoutesInput {
  /** The published site the current files were rendered from; null when unknown (trust `change`). */
  before: SiteSnapshot | null;
  /** The published site now. */
  after: SiteSnapshot;
  change: PublishChange;
  /** The collection a block type lists (container blocks), from the block schemas. */
  collectionOf: (blockType: string) => CollectionName | undefined;
}

/** The HTML file of a route: `de/index.html`, `de/kontakt/index.html`. */
export function routeFile(locale: Locale, slug: string): string {
  return slug === '' ? `${locale}/index.html` : `${locale}/${slug}/index.html`;
}

/** The file a page's route is written to: protected pages' HTML goes outside the public folder. */
function pageRouteFile(page: PageSnapshot | undefined, locale: Locale, slug: string): string {
  const file = routeFile(locale, slug);
  return page && isProtectedPage(page) ? protectedRouteFile(file) : file;
}

const routeTables = new WeakMap<readonly PageSnapshot[], Map<string, StaticRoute>>();

/**
 * The static route of `slug` in `locale` (the first one `buildStaticRoutes` lists), or null. The
 * route table is built once per page list: the internal render route looks up one route per
 * render, and a batch renders every page of a site from the same snapshot.
 *
 * @example
 * staticRoute(site.pages, 'de', 'kontakt')?.pageId; // the contact page's id
 */
export function staticRoute(
  pages: readonly PageSnapshot[],
  locale: Locale,
  slug: string,
): StaticRoute | null {
  let table = routeTables.get(pages);
  if (!table) {
    table = new Map();
    for (const route of buildStaticRoutes(pages)) {
      const key = `${route.locale}/${route.slug}`;
      if (!table.has(key)) table.set(key, route);
    }
    routeTables.set(pages, table);
  }
  return table.get(`${locale}/${slug}`) ?? null;
}

/** The internal render path of a route. */
export function renderSource(locale: Locale, slug: string): string {
  return `${INTERNAL_RENDER_PREFIX}/${locale}/${slug}`;
}

/**
 * The file of a public page path (`/de/team/anna` -> `de/team/anna/index.html`); null when the
 * path is no page path (no visitor locale, a reserved segment such as 404, or `.`/`..` segments).
 */
export function publicPathFile(path: string): string | null {
  const split = splitLocale(path.replace(/\/+$/, '') || '/');
  if (!split) return null;
  const segments = split.rest.split('/').filter(Boolean);
  const reserved = (RESERVED_SEGMENTS as readonly string[]).includes(segments[0] ?? '');
  if (reserved || segments.some((s) => s === '.' || s === '..' || /[\\\0]/.test(s))) return null;
  return routeFile(split.locale, segments.join('/'));
}

/** The 404 page of a locale: its folder page, the copy static hosts look for, and the root fallback. */
function notFoundTarget(locale: Locale): RenderTarget {
  const files = [`${locale}/404/index.html`, `${locale}/404.html`];
  if (locale === DEFAULT_LOCALE) files.push('404.html');
  return { source: renderSource(locale, '404'), files };
}

function sitemapTarget(locale: Locale): RenderTarget {
  return { source: renderSource(locale, 'sitemap.xml'), files: [`${locale}/sitemap.xml`] };
}

// Serialisations are memoised per snapshot object: the renderer diffs each new snapshot against
// the previous one, so the previous one's strings are already known. Snapshots are never mutated.
const pageJsonMemo = new WeakMap<PageSnapshot, string>();
const outlineMemo = new WeakMap<SiteSnapshot, Map<Locale, string>>();

function pageJson(page: PageSnapshot): string {
  let json = pageJsonMemo.get(page);
  if (json === undefined) {
    json = JSON.stringify(page);
    pageJsonMemo.set(page, json);
  }
  return json;
}

function outline(site: SiteSnapshot, locale: Locale): string {
  let perLocale = outlineMemo.get(site);
  if (!perLocale) {
    perLocale = new Map();
    outlineMemo.set(site, perLocale);
  }
  let json = perLocale.get(locale);
  if (json === undefined) {
    json = computeOutline(site, locale);
    perLocale.set(locale, json);
  }
  return json;
}

/** Everything about the site a page of `locale` shows besides its own content. */
function computeOutline(site: SiteSnapshot, locale: Locale): string {
  const home = site.pages.find((p) => p.role === 'home') ?? site.pages[0] ?? null;
  return JSON.stringify({
    pages: site.pages
      .filter((p) => isPageInLocale(p, locale))
      .map((p) => ({
        id: p.id,
        path: pagePath(p, locale),
        name: p.meta.name[locale] ?? null,
        role: p.role,
        collection: p.collection,
        position: p.position,
        indexable: isIndexable(p),
        // hreflang alternates and the language switch name the page's paths in every locale.
        paths: VISITOR_LOCALES.map((l) => (isPageInLocale(p, l) ? pagePath(p, l) : null)),
      })),
    homeId: home?.id ?? null,
    homeOgImage: home?.ogImage ?? null,
    // Navigation labels are per locale: a German label change leaves the English pages alone.
    navigation: site.navigation.containers.map((c) => ({ ...c, label: c.label[locale] ?? null })),
  });
}

/** Whether a site-wide input (settings, branches) differs. */
function siteInputsDiffer(a: SiteSnapshot, b: SiteSnapshot): boolean {
  return JSON.stringify([a.settings, a.branches]) !== JSON.stringify([b.settings, b.branches]);
}

/** Collections listed by container blocks anywhere on a page (nested groups included). */
function listedCollections(
  page: PageSnapshot,
  collectionOf: AffectedRoutesInput['collectionOf'],
): Set<CollectionName> {
  const found = new Set<CollectionName>();
  const visit = (groups: readonly GroupSnapshot[]) => {
    for (const group of groups) {
      const collection = collectionOf(group.type);
      if (collection) found.add(collection);
      visit(group.children);
    }
  };
  visit(page.groups);
  return found;
}

/** The file of the game-link entry /{locale}/game. */
const gameEntryFile = (locale: Locale): string => `${locale}/game/index.html`;

/** Computes what a publish must re-render and remove. Pure; treats the snapshots as immutable. */
export function affectedRoutes({ before, after, change, collectionOf }: AffectedRoutesInput): AffectedRoutes {
  const afterById = new Map(after.pages.map((p) => [p.id, p]));
  const beforeById = new Map((before?.pages ?? []).map((p) => [p.id, p]));

  // Pages whose own content changed: reported, or different between the two snapshots.
  const changed = new Set(change.pageIds);
  if (before) {
    for (const page of after.pages) {
      const old = beforeById.get(page.id);
      if (!old || pageJson(old) !== pageJson(page)) changed.add(page.id);
    }
    for (const page of before.pages) if (!afterById.has(page.id)) changed.add(page.id);
  }

  // Locales in which every page re-renders.
  const globalChange = change.wholeSite || (before !== null && siteInputsDiffer(before, after));
  const wholeLocales = new Set<Locale>(
    VISITOR_LOCALES.filter(
      (locale) => globalChange || (before !== null && outline(before, locale) !== outline(after, locale)),
    ),
  );

  // Collections with a changed item: the pages listing them re-render too.
  const changedCollections = new Set<CollectionName>();
  for (const id of changed) {
    const collection = afterById.get(id)?.collection ?? beforeById.get(id)?.collection;
    if (collection) changedCollections.add(collection);
  }
  const containers = new Set(
    after.pages
      .filter((p) => [...listedCollections(p, collectionOf)].some((c) => changedCollections.has(c)))
      .map((p) => p.id),
  );

  const routes = buildStaticRoutes(after.pages);
  const rank = (route: StaticRoute): number | null => {
    if (changed.has(route.pageId)) return 0;
    if (containers.has(route.pageId)) return 1;
    if (wholeLocales.has(route.locale)) return 2;
    return null;
  };
  const ranked: { rank: number; target: RenderTarget }[] = [];
  for (const route of routes) {
    const r = rank(route);
    if (r === null) continue;
    const files = [pageRouteFile(afterById.get(route.pageId), route.locale, route.slug)];
    // The game-link entry /{locale}/game shows the urban golf start page (src/pages/[locale]/game.astro).
    if (afterById.get(route.pageId)?.role === 'urban-golf-start' && route.slug === route.canonicalSlug) {
      files.push(gameEntryFile(route.locale));
    }
    ranked.push({ rank: r, target: { source: renderSource(route.locale, route.slug), files } });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  const render = ranked.map((r) => r.target);
  const changedSources = new Set(ranked.filter((r) => r.rank === 0).map((r) => r.target.source));
  // A 404 page's shell is the home page's, but it reads only what the outline holds of it (its id,
  // role, paths and share image): the home page's own content does not reach it.
  for (const locale of VISITOR_LOCALES) {
    if (wholeLocales.has(locale) || before === null) render.push(notFoundTarget(locale));
  }
  // Without a start page in a locale, its game entry shows the 404 page (as the build does).
  for (const locale of VISITOR_LOCALES) {
    const hasStart = routes.some(
      (r) => r.locale === locale && afterById.get(r.pageId)?.role === 'urban-golf-start',
    );
    if (!hasStart && render.some((t) => t.files.includes(routeFile(locale, '404')))) {
      render.push({ ...notFoundTarget(locale), files: [gameEntryFile(locale)] });
    }
  }
  // A sitemap lists the outline's indexable pages with their paths in every locale.
  for (const locale of VISITOR_LOCALES) {
    if (wholeLocales.has(locale) || before === null) render.push(sitemapTarget(locale));
  }

  // Files to remove: routes that existed before and no longer do, plus the reported paths.
  const rendered = new Set(render.flatMap((t) => t.files));
  const remove = new Set<string>();
  if (before) {
    for (const route of buildStaticRoutes(before.pages))
      remove.add(pageRouteFile(beforeById.get(route.pageId), route.locale, route.slug));
  }
  for (const path of change.removedPaths) {
    const file = publicPathFile(path);
    if (file) remove.add(file);
  }
  const live = new Set(routes.map((r) => pageRouteFile(afterById.get(r.pageId), r.locale, r.slug)));
  const targets = dedupe(render);
  const leading = targets.findIndex((t) => !changedSources.has(t.source));
  return {
    render: targets,
    changedFirst: leading === -1 ? targets.length : leading,
    remove: [...remove].filter((f) => !live.has(f) && !rendered.has(f)).sort(),
  };
}

/** Drops targets whose files another target already writes (first one wins). */
function dedupe(targets: RenderTarget[]): RenderTarget[] {
  const seen = new Set<string>();
  const out: RenderTarget[] = [];
  for (const target of targets) {
    const files = target.files.filter((f) => !seen.has(f));
    if (files.length === 0) continue;
    files.forEach((f) => seen.add(f));
    out.push({ source: target.source, files });
  }
  return out;
}
