/** /{locale}/sitemap.xml: the canonical URLs of the published pages in that locale. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedSite } from '../../../db/published-site.ts';
import { VISITOR_LOCALES, type Locale } from '../../lib/content.ts';
import { sitemapEntries, sitemapXml } from '../../lib/sitemap.ts';

export const getStaticPaths: GetStaticPaths = () => VISITOR_LOCALES.map((locale) => ({ params: { locale } }));

export const GET: APIRoute = async ({ params, site }) => {
  const { pages } = await publishedSite();
  const xml = sitemapXml(
    sitemapEntries(pages, params['locale'] as Locale, (site ?? new URL('http://localhost:4321')).href),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
