import { describe, expect, it } from 'vitest';
import type { CollectionName, NavigationTree, PageSnapshot } from '../../lib/content.ts';
import { pageLabel, pagePickerSections } from './page-picker-sections.ts';

function page(
  id: string,
  name: string,
  options: { collection?: CollectionName; status?: PageSnapshot['status']; position?: number } = {},
): PageSnapshot {
  return {
    id,
    collection: options.collection ?? null,
    role: null,
    position: options.position ?? 0,
    status: options.status ?? 'published',
    slug: { de: id },
    meta: { name: { de: name, en: `${name} EN` } },
    ogImage: null,
    fields: {},
    groups: [],
  };
}

const pages = [
  page('home', 'Startseite'),
  page('about', 'Über uns'),
  page('glasses', 'Brillen'),
  page('impressum', 'Impressum', { position: 2 }),
  page('aktion', 'Herbstaktion', { status: 'draft', position: 1 }),
  page('old', 'Alt', { status: 'markedForDeletion' }),
  page('anna', 'Anna Muster', { collection: 'team', position: 1 }),
  page('beat', 'Beat Keller', { collection: 'team', status: 'draft', position: 0 }),
  page('sehtest', 'Sehtest', { collection: 'service' }),
];

const navigation: NavigationTree = {
  containers: [
    { id: 'nav-home', label: { de: 'Start', en: 'Home' }, pageId: 'home', children: [] },
    {
      id: 'nav-shop',
      label: { de: 'Angebot', en: 'Offer' },
      children: [
        { id: 'c1', type: 'page', pageId: 'glasses', appearance: 'default' },
        { id: 'c2', type: 'page', pageId: 'about', appearance: 'button' },
        { id: 'c3', type: 'page', pageId: 'missing', appearance: 'default' },
      ],
    },
  ],
};

describe('pagePickerSections', () => {
  it('lists navigation containers with their localized labels and pages', () => {
    const [nav] = pagePickerSections(pages, navigation, 'en', null);
    expect(nav?.kind).toBe('navigation');
    expect(nav?.groups.map((g) => [g.label, g.pages.map((p) => p.id)])).toEqual([
      ['Home', ['home']],
      ['Offer', ['glasses', 'about']],
    ]);
    expect(nav?.groups[1]?.pages[0]?.label).toBe('Brillen EN');
  });

  it('lists free pages outside the navigation as top-level pages, drafts marked, deleted ones left out', () => {
    const top = pagePickerSections(pages, navigation, 'de', null)[1];
    expect(top?.kind).toBe('topLevel');
    expect(top?.groups[0]?.pages).toEqual([
      { id: 'aktion', collection: null, label: 'Herbstaktion', draft: true },
      { id: 'impressum', collection: null, label: 'Impressum', draft: false },
    ]);
  });

  it('lists collections with their pages in position order, drafts included', () => {
    const collections = pagePickerSections(pages, navigation, 'de', null)[2];
    expect(
      collections?.groups.map((g) => [g.collection, g.pages.map((p) => `${p.id}${p.draft ? '*' : ''}`)]),
    ).toEqual([
      ['team', ['beat*', 'anna']],
      ['service', ['sehtest']],
    ]);
  });

  it('opens the section holding the selected page, else the first', () => {
    const open = (selected: string | null) =>
      pagePickerSections(pages, navigation, 'de', selected)
        .filter((s) => s.open)
        .map((s) => s.kind);
    expect(open('glasses')).toEqual(['navigation']);
    expect(open('impressum')).toEqual(['topLevel']);
    expect(open('anna')).toEqual(['collections']);
    expect(open(null)).toEqual(['navigation']);
    expect(open('unknown')).toEqual(['navigation']);
  });

  it('without a navigation, every free page is a top-level page', () => {
    const sections = pagePickerSections(pages, { containers: [] }, 'de', 'about');
    expect(sections[0]?.groups).toEqual([]);
    expect(sections[1]?.groups[0]?.pages.map((p) => p.id)).toContain('about');
    expect(sections[1]?.open).toBe(true);
  });
});

describe('pageLabel', () => {
  it('falls back to German, then the slug, then the id', () => {
    expect(pageLabel(page('a', 'Name'), 'en')).toBe('Name EN');
    expect(pageLabel({ ...page('a', 'Name'), meta: { name: { de: 'Nur Deutsch' } } }, 'en')).toBe(
      'Nur Deutsch',
    );
    expect(pageLabel({ ...page('a', 'x'), meta: { name: {} }, slug: { en: 'slug-en' } }, 'en')).toBe(
      'slug-en',
    );
    expect(pageLabel({ ...page('a', 'x'), meta: { name: {} }, slug: {} }, 'en')).toBe('a');
  });
});
