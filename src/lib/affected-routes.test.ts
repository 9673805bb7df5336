import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affectedRoutes,
  publicPathFile,
  renderSource,
  routeFile,
  staticRoute,
  type AffectedRoutes,
  type PublishChange,
} from './affected-routes.ts';
import {
  VISITOR_LOCALES,
  type CollectionName,
  type GroupSnapshot,
  type Locale,
  type PageSnapshot,
  type SiteSnapshot,
} from './content.ts';
import { buildStaticRoutes, isPageInLocale, pagePath } from './routes.ts';
import { isIndexable } from './sitemap.ts';

const CONTAINERS: Record<string, CollectionName> = {
  teamContainer: 'team',
  servicesContainer: 'service',
};
const collectionOf = (type: string) => CONTAINERS[type];

const group = (id: string, type: string, text = ''): GroupSnapshot => ({
  id,
  type,
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: {
    title: {
      id: `${id}-title`,
      name: 'title',
      content: { kind: 'localized', values: { de: { text: `${text} de` }, en: { text: `${text} en` } } },
      options: {},
      media: null,
      visible: true,
    },
  },
  children: [],
});

interface PageInput {
  id: string;
  role?: PageSnapshot['role'];
  collection?: CollectionName | null;
  position: number;
  groups?: GroupSnapshot[];
  onlyDe?: boolean;
}

const page = ({ id, role = null, collection = null, position, groups, onlyDe }: PageInput): PageSnapshot => ({
  id,
  collection,
  role,
  position,
  status: 'published',
  slug: { de: `de-${id}`, en: `en-${id}` },
  meta: { name: { de: `Name ${id}`, en: `Name ${id}` }, disallowedLanguages: onlyDe ? ['en'] : [] },
  ogImage: null,
  fields: {},
  groups: groups ?? [group(`g-${id}`, 'hero', id)],
});

/** Home, a team container page, two team members, a contact page and a German-only page. */
function demo(): SiteSnapshot {
  return {
    pages: [
      page({ id: 'home', role: 'home', position: 0 }),
      page({ id: 'team', position: 1, groups: [group('g-team', 'teamContainer')] }),
      page({ id: 'anna', collection: 'team', position: 2 }),
      page({ id: 'ben', collection: 'team', position: 3 }),
      page({ id: 'contact', role: 'contact', position: 4 }),
      page({ id: 'news', position: 5, onlyDe: true }),
    ],
    navigation: {
      containers: [{ id: 'n1', label: { de: 'Über uns', en: 'About' }, pageId: 'team', children: [] }],
    },
    settings: { business: { name: 'Optik' } },
    branches: [],
  };
}

const noChange: PublishChange = { pageIds: [], wholeSite: false, removedPaths: [] };
const run = (before: SiteSnapshot | null, after: SiteSnapshot, change: Partial<PublishChange> = {}) =>
  affectedRoutes({ before, after, change: { ...noChange, ...change }, collectionOf });
const files = (result: AffectedRoutes) => result.render.flatMap((t) => t.files).sort();
const pageFiles = (result: AffectedRoutes) =>
  files(result).filter(
    (f) => f.endsWith('/index.html') && !f.includes('/404/') && !f.endsWith('/game/index.html'),
  );
const allRouteFiles = (site: SiteSnapshot) =>
  buildStaticRoutes(site.pages).map((r) => routeFile(r.locale, r.slug));
const SITEMAPS = ['de/sitemap.xml', 'en/sitemap.xml'];
const edit = (site: SiteSnapshot, id: string, change: (p: PageSnapshot) => void): SiteSnapshot => {
  const next = structuredClone(site);
  const target = next.pages.find((p) => p.id === id);
  if (!target) throw new Error(id);
  change(target);
  return next;
};
const retitle = (p: PageSnapshot, text: string) => {
  const field = p.groups[0]?.fields['title'];
  if (field) field.content = { kind: 'localized', values: { de: { text }, en: { text } } };
};

describe('affectedRoutes', () => {
  it('renders nothing when nothing changed', () => {
    const site = demo();
    const result = run(site, structuredClone(site));
    expect(files(result)).toEqual([]);
    expect(result.remove).toEqual([]);
  });

  it("renders a changed page's routes in every locale it is shown in, first", () => {
    const before = demo();
    const after = edit(before, 'contact', (p) => retitle(p, 'Neu'));
    const result = run(before, after);
    expect(pageFiles(result)).toEqual(['de/de-contact/index.html', 'en/en-contact/index.html']);
    expect(result.render[0]?.source).toBe('/internal-render/de/de-contact');
    // Its content is not in the outline: the sitemaps stay as they are.
    expect(files(result)).not.toEqual(expect.arrayContaining(SITEMAPS));
  });

  it('renders the sitemaps of a locale whose outline changed, and every sitemap when the state is unknown', () => {
    const before = demo();
    const renamed = edit(before, 'contact', (p) => (p.slug.de = 'kontakt-neu'));
    expect(files(run(before, renamed))).toEqual(expect.arrayContaining(['de/sitemap.xml']));
    expect(files(run(null, before))).toEqual(expect.arrayContaining(SITEMAPS));
  });

  it("counts the changed page's own routes, which lead the render list", () => {
    const before = demo();
    const after = edit(before, 'home', (p) => retitle(p, 'Willkommen'));
    const result = run(before, after);
    expect(result.changedFirst).toBe(2);
    expect(result.render.slice(0, 2).map((t) => t.source)).toEqual([
      renderSource('de', ''),
      renderSource('en', ''),
    ]);
    expect(run(before, structuredClone(before)).changedFirst).toBe(0);
  });

  it('trusts the reported pages when the previous state is unknown', () => {
    const result = run(null, demo(), { pageIds: ['news'] });
    expect(pageFiles(result)).toEqual(['de/de-news/index.html']);
  });

  it('re-renders the id aliases of a collection item and the pages listing its collection', () => {
    const before = demo();
    const after = edit(before, 'anna', (p) => retitle(p, 'Optometristin'));
    expect(pageFiles(run(before, after))).toEqual([
      'de/de-team/index.html',
      'de/team/anna/index.html',
      'de/team/de-anna/index.html',
      'en/en-team/index.html',
      'en/team/anna/index.html',
      'en/team/en-anna/index.html',
    ]);
  });

  it("leaves the 404 pages alone when only the home page's content changed", () => {
    const before = demo();
    const after = edit(before, 'home', (p) => retitle(p, 'Willkommen'));
    expect(files(run(before, after))).toEqual(['de/index.html', 'en/index.html']);
  });

  it('re-renders the 404 pages (with the root copy) when the home page changed in the outline', () => {
    const before = demo();
    const renamed = edit(before, 'home', (p) => (p.meta.name.de = 'Startseite neu'));
    const german = files(run(before, renamed));
    expect(german).toEqual(expect.arrayContaining(['404.html', 'de/404.html', 'de/404/index.html']));
    expect(german).not.toContain('en/404.html');
    const shareImage = edit(before, 'home', (p) => {
      p.ogImage = {
        id: 'og',
        url: '/og.jpg',
        mimeType: 'image/jpeg',
        width: 1200,
        height: 630,
        alt: {},
        focalPoint: null,
        blurHash: null,
      };
    });
    expect(files(run(before, shareImage))).toEqual(
      expect.arrayContaining([
        '404.html',
        'de/404.html',
        'de/404/index.html',
        'en/404.html',
        'en/404/index.html',
      ]),
    );
  });

  it('writes the game entry /{locale}/game with the start page, or the 404 page without one', () => {
    const withStart = demo();
    withStart.pages.push(page({ id: 'golf', role: 'urban-golf-start', position: 6 }));
    const after = edit(withStart, 'golf', (p) => retitle(p, 'Neu'));
    const targets = run(withStart, after).render;
    expect(targets.find((t) => t.files.includes('de/de-golf/index.html'))?.files).toEqual([
      'de/de-golf/index.html',
      'de/game/index.html',
    ]);
    const noStart = run(demo(), demo(), { wholeSite: true }).render;
    expect(noStart.find((t) => t.files.includes('de/game/index.html'))?.source).toBe(
      renderSource('de', '404'),
    );
  });

  it('re-renders every page of a locale whose outline changed, and only that locale', () => {
    const before = demo();
    const after = edit(before, 'contact', (p) => {
      p.meta.name.en = 'Get in touch';
    });
    const result = run(before, after);
    const de = pageFiles(result).filter((f) => f.startsWith('de/'));
    const en = pageFiles(result).filter((f) => f.startsWith('en/'));
    // The contact page itself changed (both locales); every English page shows the new name.
    expect(de).toEqual(['de/de-contact/index.html']);
    expect(en).toEqual(
      allRouteFiles(after)
        .filter((f) => f.startsWith('en/'))
        .sort(),
    );
    expect(files(result)).toContain('en/404.html');
  });

  it('re-renders one locale for a navigation label change in that locale', () => {
    const before = demo();
    const after = structuredClone(before);
    const container = after.navigation.containers[0];
    if (container) container.label.de = 'Team';
    const result = run(before, after);
    expect(pageFiles(result)).toEqual(
      allRouteFiles(after)
        .filter((f) => f.startsWith('de/'))
        .sort(),
    );
  });

  it('re-renders everything for a whole-site change and for changed settings', () => {
    const site = demo();
    const everything = [
      ...allRouteFiles(site),
      ...SITEMAPS,
      '404.html',
      'de/404.html',
      'de/404/index.html',
      'en/404.html',
      'en/404/index.html',
      // No urban golf start page in this site: the game entries show the 404 page.
      'de/game/index.html',
      'en/game/index.html',
    ].sort();
    expect(files(run(site, structuredClone(site), { wholeSite: true }))).toEqual(everything);
    expect(files(run(null, site, { wholeSite: true }))).toEqual(everything);
    const settings = structuredClone(site);
    settings.settings = { business: { name: 'Optik Neu' } };
    expect(files(run(site, settings))).toEqual(everything);
  });

  it("removes a deleted page's files and a renamed page's old path", () => {
    const before = demo();
    const deleted = structuredClone(before);
    deleted.pages = deleted.pages.filter((p) => p.id !== 'ben');
    expect(run(before, deleted).remove).toEqual([
      'de/team/ben/index.html',
      'de/team/de-ben/index.html',
      'en/team/ben/index.html',
      'en/team/en-ben/index.html',
    ]);
    const renamed = edit(before, 'contact', (p) => {
      p.slug.de = 'kontakt';
    });
    expect(run(before, renamed).remove).toEqual(['de/de-contact/index.html']);
  });

  it('removes reported paths, but never a live page, a reserved path or a path outside the site', () => {
    const site = demo();
    const result = run(null, site, {
      removedPaths: ['/de/alt', '/en/team/old/', '/de/de-contact', '/de/404', '/de/../../etc', '/xx/a', '/'],
    });
    expect(result.remove).toEqual(['de/alt/index.html', 'en/team/old/index.html']);
  });

  it("writes a protected page's files outside the public folder and removes its public ones", () => {
    const before = demo();
    const locked = edit(before, 'anna', (p) => {
      p.meta.password = 'pbkdf2-sha256$100000$c2FsdA$aGFzaA';
    });
    const protect = run(before, locked);
    const annaFiles = [
      'de/team/anna/index.html',
      'de/team/de-anna/index.html',
      'en/team/anna/index.html',
      'en/team/en-anna/index.html',
    ];
    expect(files(protect)).toEqual(expect.arrayContaining(annaFiles.map((f) => `../protected/${f}`)));
    expect(files(protect).filter((f) => annaFiles.includes(f))).toEqual([]);
    expect(protect.remove).toEqual(annaFiles);
    const unprotect = run(locked, before);
    expect(files(unprotect)).toEqual(expect.arrayContaining(annaFiles));
    expect(unprotect.remove).toEqual(annaFiles.map((f) => `../protected/${f}`));
  });
});

describe('publicPathFile', () => {
  it('maps page paths to their index files', () => {
    expect(publicPathFile('/de/')).toBe('de/index.html');
    expect(publicPathFile('/de')).toBe('de/index.html');
    expect(publicPathFile('/en/team/anna')).toBe('en/team/anna/index.html');
    expect(publicPathFile('/de/_astro/x.js')).toBeNull();
    expect(publicPathFile('/de/a/../b')).toBeNull();
    expect(publicPathFile('/fr/a')).toBeNull();
    expect(publicPathFile('relative')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random sites and random edits.

const IDS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

const siteArb: fc.Arbitrary<SiteSnapshot> = fc
  .record({
    members: fc.subarray(IDS, { minLength: 1 }),
    collections: fc.array(fc.constantFrom<CollectionName | null>(null, 'team', 'service'), {
      minLength: 8,
      maxLength: 8,
    }),
    onlyDe: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    container: fc.constantFrom('teamContainer', 'servicesContainer', 'hero'),
  })
  .map(({ members, collections, onlyDe, container }) => {
    const pages = members.map((id, i) =>
      page({
        id,
        role: i === 0 ? 'home' : null,
        collection: i === 0 ? null : (collections[i] ?? null),
        position: i,
        onlyDe: i !== 0 && onlyDe[i],
        groups: i === 1 ? [group(`g-${id}`, container, id)] : undefined,
      }),
    );
    return {
      pages,
      navigation: {
        containers: [{ id: 'n', label: { de: 'Menü', en: 'Menu' }, pageId: null, children: [] }],
      },
      settings: { business: { name: 'Optik' } },
      branches: [],
    };
  });

type Edit =
  | { kind: 'text' | 'rename' | 'slug' | 'hideEn' | 'delete' | 'move'; index: number; value: string }
  | { kind: 'nav' | 'settings' | 'add'; index: number; value: string };

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('text', 'rename', 'slug', 'hideEn', 'delete', 'move', 'nav', 'settings', 'add'),
  index: fc.nat(7),
  value: fc.constantFrom('a', 'b', 'c'),
});

function applyEdits(site: SiteSnapshot, edits: readonly Edit[]): SiteSnapshot {
  const next = structuredClone(site);
  for (const e of edits) {
    const target = next.pages[e.index % next.pages.length];
    switch (e.kind) {
      case 'text':
        if (target) retitle(target, e.value);
        break;
      case 'rename':
        if (target) target.meta.name.en = e.value;
        break;
      case 'slug':
        if (target && target.role !== 'home') target.slug.de = `${target.id}-${e.value}`;
        break;
      case 'hideEn':
        if (target && target.role !== 'home') target.meta.disallowedLanguages = ['en'];
        break;
      case 'delete':
        if (target && target.role !== 'home') next.pages = next.pages.filter((p) => p !== target);
        break;
      case 'move':
        if (target) target.position += 10;
        break;
      case 'nav': {
        const container = next.navigation.containers[0];
        if (container) container.label.de = e.value;
        break;
      }
      case 'settings':
        next.settings = { business: { name: e.value } };
        break;
      case 'add': {
        const id = `new-${e.value}`;
        if (!next.pages.some((p) => p.id === id))
          next.pages.push(page({ id, collection: e.index % 2 ? 'team' : null, position: 50 }));
        break;
      }
    }
  }
  next.pages.sort((a, b) => a.position - b.position);
  return next;
}

/**
 * An independent model of what a page shows: its own snapshot, every page's name/path/role/
 * collection/position/indexability in the locale (and its paths elsewhere), navigation labels of
 * the locale, settings, branches, home (404 shell), and the items its containers list.
 */
function shown(site: SiteSnapshot, locale: Locale, pageId: string | null): string {
  const own = pageId ? site.pages.find((p) => p.id === pageId) : undefined;
  const home = site.pages.find((p) => p.role === 'home');
  const listed = new Set(
    (own?.groups ?? []).map((g) => collectionOf(g.type)).filter((c): c is CollectionName => Boolean(c)),
  );
  return JSON.stringify({
    // The 404 page's shell is the home page's: its id and role (its paths, name and share image
    // are listed below).
    own: own ?? { id: home?.id, role: home?.role },
    others: site.pages
      .filter((p) => isPageInLocale(p, locale))
      .map((p) => [
        p.id,
        pagePath(p, locale),
        p.meta.name[locale],
        p.role,
        p.collection,
        p.position,
        isIndexable(p),
        VISITOR_LOCALES.map((l) => (isPageInLocale(p, l) ? pagePath(p, l) : null)),
      ]),
    items: site.pages.filter((p) => p.collection && listed.has(p.collection)),
    nav: site.navigation.containers.map((c) => c.label[locale]),
    settings: site.settings,
    branches: site.branches,
    homeOg: home?.ogImage ?? null,
  });
}

describe('affectedRoutes properties', () => {
  it('renders every route whose shown content changed, and every 404 page that changed', () => {
    fc.assert(
      fc.property(siteArb, fc.array(editArb, { maxLength: 4 }), (before, edits) => {
        const after = applyEdits(before, edits);
        const rendered = new Set(files(run(before, after)));
        const beforeRoutes = new Map(
          buildStaticRoutes(before.pages).map((r) => [`${r.locale}/${r.slug}`, r.pageId]),
        );
        for (const route of buildStaticRoutes(after.pages)) {
          const old = beforeRoutes.get(`${route.locale}/${route.slug}`);
          const same =
            old === route.pageId &&
            shown(before, route.locale, route.pageId) === shown(after, route.locale, route.pageId);
          if (!same) expect(rendered).toContain(routeFile(route.locale, route.slug));
        }
        for (const locale of VISITOR_LOCALES) {
          if (shown(before, locale, null) !== shown(after, locale, null))
            expect(rendered).toContain(`${locale}/404.html`);
        }
      }),
    );
  });

  it('never writes a file twice, never removes a live or rendered file, removes every vanished route', () => {
    fc.assert(
      fc.property(
        siteArb,
        fc.array(editArb, { maxLength: 4 }),
        fc.subarray(IDS),
        fc.boolean(),
        (before, edits, reported, wholeSite) => {
          const after = applyEdits(before, edits);
          const result = run(before, after, { pageIds: reported, wholeSite });
          const written = result.render.flatMap((t) => t.files);
          expect(new Set(written).size).toBe(written.length);
          const live = new Set(allRouteFiles(after));
          for (const file of result.remove) {
            expect(live.has(file)).toBe(false);
            expect(written).not.toContain(file);
          }
          for (const file of allRouteFiles(before))
            if (!live.has(file)) expect(result.remove).toContain(file);
          if (wholeSite) for (const file of live) expect(written).toContain(file);
        },
      ),
    );
  });

  it('reporting more pages never renders less', () => {
    fc.assert(
      fc.property(siteArb, fc.array(editArb, { maxLength: 3 }), fc.subarray(IDS), (before, edits, more) => {
        const after = applyEdits(before, edits);
        const base = new Set(files(run(before, after)));
        const bigger = new Set(files(run(before, after, { pageIds: more })));
        for (const file of base) expect(bigger).toContain(file);
      }),
    );
  });

  it('staticRoute finds the route buildStaticRoutes lists first for a slug, and nothing else', () => {
    fc.assert(
      fc.property(siteArb, fc.array(editArb, { maxLength: 3 }), (before, edits) => {
        const site = applyEdits(before, edits);
        const routes = buildStaticRoutes(site.pages);
        for (const route of routes) {
          const first = routes.find((r) => r.locale === route.locale && r.slug === route.slug);
          expect(staticRoute(site.pages, route.locale, route.slug)).toEqual(first);
        }
        for (const locale of VISITOR_LOCALES)
          expect(staticRoute(site.pages, locale, 'no/such/page')).toBeNull();
      }),
    );
  });
});
