import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from './content.ts';
import { robotsTxt, sitemapEntries, sitemapIndexXml, sitemapXml } from './sitemap.ts';

const page = (p: Partial<PageSnapshot> & { id: string }): PageSnapshot => ({
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: {},
  meta: { name: {} },
  ogImage: null,
  fields: {},
  groups: [],
  ...p,
});

const pages = [
  page({ id: 'home', role: 'home' }),
  page({ id: 'c', role: 'contact', slug: { de: 'kontakt', en: 'contact' } }),
  page({ id: 'm', collection: 'team', slug: { de: 'anna', en: 'anna' } }),
  page({ id: 'login', role: 'login', slug: { de: 'login', en: 'login' } }),
  page({ id: 'secret', slug: { de: 'intern', en: 'internal' }, meta: { name: {}, password: 'x' } }),
  page({ id: 'de-only', slug: { de: 'nur', en: 'only' }, meta: { name: {}, disallowedLanguages: ['en'] } }),
];

describe('sitemapEntries', () => {
  it('lists canonical URLs of indexable pages with their alternates', () => {
    const de = sitemapEntries(pages, 'de', 'https://optik.example');
    expect(de.map((e) => e.loc)).toEqual([
      'https://optik.example/de/',
      'https://optik.example/de/kontakt',
      'https://optik.example/de/team/anna',
      'https://optik.example/de/nur',
    ]);
    expect(de[1]?.alternates).toEqual([
      { locale: 'de', href: 'https://optik.example/de/kontakt' },
      { locale: 'en', href: 'https://optik.example/en/contact' },
    ]);
    expect(sitemapEntries(pages, 'en', 'https://optik.example').map((e) => e.loc)).not.toContain(
      'https://optik.example/en/only',
    );
  });
});

describe('documents', () => {
  it('escapes XML and links the locale sitemaps', () => {
    const xml = sitemapXml([{ loc: 'https://x.example/de/a&b', alternates: [] }]);
    expect(xml).toContain('<loc>https://x.example/de/a&amp;b</loc>');
    expect(sitemapIndexXml('https://x.example')).toContain('<loc>https://x.example/en/sitemap.xml</loc>');
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
    expect(robotsTxt('https://x.example')).toContain('Disallow: /de/edit/');
  });
});
