/**
 * Which paths the Worker renders from a site's published snapshot (every visitor page, its 404
 * page and sitemap, in each locale) and which it serves from the deploy's assets (the same for
 * every site: scripts, styles, public files, the editor shell, the game screens). Pure: used by the
 * Worker and by scripts/worker-build.ts, which leaves the rendered paths out of the assets.
 */
import { splitLocale } from '../../../src/lib/routes.ts';

/** Locale sub-paths that are deploy assets, not site pages. */
const SHARED_SEGMENTS = new Set(['edit', 'game', '_astro']);

/**
 * Whether a path (`/de/`, `/de/kontakt`, `/en/404.html`, `/de/sitemap.xml`) is a site page the
 * Worker renders.
 *
 * @example
 * isEdgeRenderedPath('/de/team/anna'); // true
 * isEdgeRenderedPath('/de/edit/');     // false: the editor shell is an asset
 */
export function isEdgeRenderedPath(pathname: string): boolean {
  const split = splitLocale(pathname.replace(/\/+$/u, '') || '/');
  if (!split) return false;
  return !SHARED_SEGMENTS.has(split.rest.split('/')[0] ?? '');
}

/**
 * The route a rendered path names: its locale and slug (`''` home, `'404'` the not-found page,
 * `'sitemap.xml'`), or null for a path that is not a route (a file name, `..`).
 *
 * @example
 * edgeRouteOf('/en/404.html'); // { locale: 'en', slug: '404' }
 */
export function edgeRouteOf(pathname: string): { locale: 'de' | 'en'; slug: string } | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const split = splitLocale(path.replace(/\/+$/u, '') || '/');
  if (!split) return null;
  let slug = split.rest.replace(/\/index\.html$/u, '').replace(/^index\.html$/u, '');
  if (slug === '404.html') slug = '404';
  const segments = slug.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..' || /[\\\0]/u.test(s))) return null;
  return { locale: split.locale, slug: segments.join('/') };
}
