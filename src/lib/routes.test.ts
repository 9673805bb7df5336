import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from './content.ts';
import {
  alternatePaths,
  buildStaticRoutes,
  pagePath,
  RESERVED_SEGMENTS,
  resolvePage,
  roleFromReservedSlug,
  splitLocale,
} from './routes.ts';

function page(partial: Partial<PageSnapshot> & { id: string }): PageSnapshot {
  return {
    collection: null,
    role: null,
    position: 0,
    status: 'published',
    slug: {},
    meta: { name: {} },
    ogImage: null,
    fields: {},
    groups: [],
    ...partial,
  };
}

const home = page({ id: 'home', role: 'home', slug: { de: '~home', en: '~home' } });
const contact = page({ id: 'contact', role: 'contact', slug: { de: 'kontakt', en: 'contact' } });
const member = page({ id: 'm1', collection: 'team', slug: { de: 'anna', en: 'anna' } });
const germanOnly = page({
  id: 'news',
  slug: { de: 'neuigkeiten', en: 'news' },
  meta: { name: {}, disallowedLanguages: ['en'] },
});
const pages = [home, contact, member, germanOnly];

describe('pagePath', () => {
  it('builds every route shape', () => {
    expect(pagePath(home, 'de')).toBe('/de/');
    expect(pagePath(contact, 'en')).toBe('/en/contact');
    expect(pagePath(member, 'de')).toBe('/de/team/anna');
    expect(pagePath(contact, 'de', 'edit')).toBe('/de/edit/kontakt');
    expect(pagePath(home, 'en', 'edit')).toBe('/en/edit/');
  });
  it('falls back to the id when a locale has no slug', () => {
    expect(pagePath(page({ id: 'p9', slug: { de: 'nur-de' } }), 'en')).toBe('/en/p9');
  });
});

describe('buildStaticRoutes', () => {
  const routes = buildStaticRoutes(pages);
  it('has one route per page and locale, plus id aliases of collection items', () => {
    const keys = routes.map((r) => `${r.locale}:${r.slug}`).sort();
    expect(keys).toEqual(
      [
        'de:',
        'de:kontakt',
        'de:team/anna',
        'de:team/m1',
        'de:neuigkeiten',
        'en:',
        'en:contact',
        'en:team/anna',
        'en:team/m1',
      ].sort(),
    );
  });
  it('points id aliases at the canonical slug', () => {
    expect(routes.find((r) => r.slug === 'team/m1')?.canonicalSlug).toBe('team/anna');
  });
  it('leaves out pages disallowed in a locale', () => {
    expect(routes.some((r) => r.locale === 'en' && r.pageId === 'news')).toBe(false);
  });
});

describe('resolvePage', () => {
  it('resolves home, slugs, tilde roles and collection slug-or-id', () => {
    expect(resolvePage(pages, 'de', '')?.id).toBe('home');
    expect(resolvePage(pages, 'en', 'contact')?.id).toBe('contact');
    expect(resolvePage(pages, 'de', '~contact')?.id).toBe('contact');
    expect(resolvePage(pages, 'de', '~home')?.id).toBe('home');
    expect(resolvePage(pages, 'de', 'team/anna')?.id).toBe('m1');
    expect(resolvePage(pages, 'de', 'team/m1')?.id).toBe('m1');
  });
  it('answers null for unknown, hidden or malformed paths', () => {
    expect(resolvePage(pages, 'de', 'nope')).toBeNull();
    expect(resolvePage(pages, 'en', 'neuigkeiten')).toBeNull();
    expect(resolvePage(pages, 'de', 'unknown-collection/anna')).toBeNull();
    expect(resolvePage(pages, 'de', 'team/anna/extra')).toBeNull();
    expect(resolvePage(pages, 'de', '~unknown')).toBeNull();
  });
});

describe('helpers', () => {
  it('maps reserved slugs to roles', () => {
    expect(roleFromReservedSlug('~imprint')).toBe('imprint');
    expect(roleFromReservedSlug('~urban-golf-play')).toBe('urban-golf-play');
    expect(roleFromReservedSlug('imprint')).toBeNull();
  });
  it('lists alternates in every allowed locale', () => {
    expect(alternatePaths(contact)).toEqual([
      { locale: 'de', path: '/de/kontakt' },
      { locale: 'en', path: '/en/contact' },
    ]);
    expect(alternatePaths(germanOnly)).toEqual([{ locale: 'de', path: '/de/neuigkeiten' }]);
  });
  it('splits a locale off a path', () => {
    expect(splitLocale('/de/team/anna/')).toEqual({ locale: 'de', rest: 'team/anna' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', rest: '' });
    expect(splitLocale('/fr/x')).toBeNull();
    expect(splitLocale('/api/v1')).toBeNull();
  });
});

describe('route properties', () => {
  const slugArb = fc
    .stringMatching(/^[a-z][a-z0-9-]{0,20}$/)
    .filter((s) => !(RESERVED_SEGMENTS as readonly string[]).includes(s));
  const pagesArb = fc.uniqueArray(
    fc.record({
      de: slugArb,
      en: slugArb,
      collection: fc.constantFrom(null, 'team', 'service', 'testimonial'),
      hiddenInEn: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12, selector: (p) => `${p.collection}:${p.de}` },
  );

  it('every built route resolves back to its page', () => {
    fc.assert(
      fc.property(pagesArb, (specs) => {
        const enSlugs = new Set<string>();
        const pages = specs
          .filter((s) => {
            const key = `${s.collection}:${s.en}`;
            if (enSlugs.has(key)) return false;
            enSlugs.add(key);
            return true;
          })
          .map((s, i) =>
            page({
              id: `page_${i}`,
              collection: s.collection as PageSnapshot['collection'],
              slug: { de: s.de, en: s.en },
              meta: { name: {}, disallowedLanguages: s.hiddenInEn ? ['en'] : [] },
            }),
          );
        for (const route of buildStaticRoutes(pages)) {
          expect(resolvePage(pages, route.locale, route.slug)?.id).toBe(route.pageId);
          const target = pages.find((p) => p.id === route.pageId);
          expect(target && pagePath(target, route.locale)).toBe(`/${route.locale}/${route.canonicalSlug}`);
        }
      }),
    );
  });
});
