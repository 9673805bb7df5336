import { describe, expect, it } from 'vitest';
import type { PageListEntry } from '../../lib/api/pages.ts';
import { groupPages, pageBadge, pageDisplayName, pageEditPath, slugPreviewPath } from './page-list.ts';

const entry = (over: Partial<PageListEntry>): PageListEntry => ({
  id: 'page-x',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  name: { de: 'Seite', en: 'Page' },
  slug: { de: 'seite', en: 'page' },
  publishedSlug: { de: 'seite', en: 'page' },
  disallowedLanguages: [],
  protected: false,
  published: true,
  changed: false,
  revision: 0,
  ...over,
});

describe('groupPages', () => {
  it('puts home first, sorts by position and groups collections in their order', () => {
    const sections = groupPages([
      entry({ id: 'b', position: 2 }),
      entry({ id: 'svc', collection: 'service', position: 1 }),
      entry({ id: 'home', role: 'home', position: 5 }),
      entry({ id: 'a', position: 1 }),
      entry({ id: 'anna', collection: 'team', position: 3, published: false }),
    ]);
    expect(sections.free.map((p) => p.id)).toEqual(['home', 'a', 'b']);
    expect(sections.collections.map((c) => [c.name, c.pages.map((p) => p.id)])).toEqual([
      ['team', ['anna']],
      ['service', ['svc']],
    ]);
  });
});

describe('pageEditPath', () => {
  it('uses the slug when published, the id otherwise, and / for home', () => {
    expect(pageEditPath(entry({ slug: { de: 'neu', en: 'new' } }), 'en')).toBe('/en/edit/new');
    expect(pageEditPath(entry({ id: 'page-1', published: false }), 'de')).toBe('/de/edit/page-1');
    expect(pageEditPath(entry({ id: 'p', collection: 'team', published: false }), 'de')).toBe(
      '/de/edit/team/p',
    );
    expect(pageEditPath(entry({ collection: 'team' }), 'de')).toBe('/de/edit/team/seite');
    expect(pageEditPath(entry({ role: 'home' }), 'de')).toBe('/de/edit/');
  });
});

describe('names, previews and badges', () => {
  it('falls back to another locale, then the slug', () => {
    expect(pageDisplayName(entry({ name: { de: 'Nur Deutsch' } }), 'en')).toBe('Nur Deutsch');
    expect(pageDisplayName(entry({ name: {} }), 'en')).toBe('page');
  });

  it('shows the transformed path live', () => {
    expect(slugPreviewPath({ collection: null }, 'de', 'Über uns!')).toBe('/de/ueber-uns');
    expect(slugPreviewPath({ collection: 'team' }, 'en', 'Anna B.')).toBe('/en/team/anna-b');
  });

  it('derives the status badge', () => {
    expect(pageBadge(entry({ published: false }))).toBe('draft');
    expect(pageBadge(entry({}))).toBe('published');
    expect(pageBadge(entry({ changed: true }))).toBe('changed');
  });
});
