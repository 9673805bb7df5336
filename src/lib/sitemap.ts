/**
 * Sitemaps and robots.txt: one sitemap per locale listing each page's canonical URL once (never
 * the id aliases of collection items) with its hreflang alternates, a sitemap index, and robots.
 */
import { VISITOR_LOCALES, type Locale, type PageSnapshot } from './content.ts';
import { alternatePaths, isPageInLocale, pagePath } from './routes.ts';

/** Roles that are not worth indexing: sign-in and search results. */
// The game screens after the start page only say 'no game yet' without a game: not worth indexing.
const NOT_INDEXED_ROLES = new Set([
  'login',
  'search',
  'urban-golf-edit',
  'urban-golf-share',
  'urban-golf-play',
  'urban-golf-coupon',
]);

export interface SitemapEntry {
  loc: string;
  alternates: { locale: Locale; href: string }[];
}

/** Whether search engines should index a page. */
export function isIndexable(page: PageSnapshot): boolean {
  return !(page.role && NOT_INDEXED_ROLES.has(page.role)) && !page.meta.password;
}

/** The entries of one locale's sitemap, absolute URLs under `siteUrl`. */
export function sitemapEntries(
  pages: readonly PageSnapshot[],
  locale: Locale,
  siteUrl: string,
): SitemapEntry[] {
  const abs = (path: string) => new URL(path, siteUrl).href;
  return pages
    .filter((p) => isPageInLocale(p, locale) && isIndexable(p))
    .map((p) => ({
      loc: abs(pagePath(p, locale)),
      alternates: alternatePaths(p).map((a) => ({ locale: a.locale, href: abs(a.path) })),
    }));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap document with xhtml:link alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const alternates = e.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeXml(a.href)}"/>`)
        .join('');
      return `<url><loc>${escapeXml(e.loc)}</loc>${alternates}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** The sitemap index pointing at each locale's sitemap. */
export function sitemapIndexXml(siteUrl: string): string {
  const items = VISITOR_LOCALES.map(
    (l) => `<sitemap><loc>${escapeXml(new URL(`/${l}/sitemap.xml`, siteUrl).href)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** robots.txt: everything public is crawlable except editor and API paths; points at the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  const disallow = VISITOR_LOCALES.map((l) => `Disallow: /${l}/edit/`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
