/** /sitemap.xml: the index of the per-locale sitemaps. */
import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(sitemapIndexXml((site ?? new URL('http://localhost:4321')).href), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
