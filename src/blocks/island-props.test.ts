/** The props a page's islands get: the page without block content, paths and collections per locale. */
import { describe, expect, it } from 'vitest';
import type { GroupSnapshot, SiteSnapshot } from '../lib/content.ts';
import { group as fixtureGroup, pageOf, text } from './mapDetails/test-fixtures.ts';
import { pageIslands } from './island-props.ts';

/** A block with a title and an option, shown in every locale but `hiddenIn`. */
const group = (id: string, type: string, hiddenIn: GroupSnapshot['disallowedLanguages'] = []) => ({
  ...fixtureGroup(id, type, [text('title', 'Titel', 'Title')], { layout: 'wide' }),
  disallowedLanguages: hiddenIn,
});

const page = pageOf('team', [
  group('g-title', 'headline'),
  group('g-team', 'teamContainer'),
  group('g-de', 'headline', ['en']),
]);
const site: SiteSnapshot = {
  pages: [
    page,
    pageOf('anna', [], { collection: 'team' }),
    pageOf('ben', [], { collection: 'team', meta: { name: { de: 'Ben' }, disallowedLanguages: ['en'] } }),
    pageOf('loch-1', [], { collection: 'map' }),
  ],
  branches: [],
  settings: {},
  navigation: { containers: [] },
};

describe('pageIslands', () => {
  it('lists the blocks shown in the locale and gives islands the page without block content', () => {
    const { visible, propsOf } = pageIslands(site, page, 'en');
    expect(visible.map((g) => g.id)).toEqual(['g-title', 'g-team']);
    const props = propsOf(visible[1]!);
    expect(props.page.groups.map((g) => [g.id, g.fields, g.options])).toEqual([
      ['g-title', {}, {}],
      ['g-team', {}, {}],
      ['g-de', {}, {}],
    ]);
    expect(props.titleGroupId).toBe('g-title');
  });

  it("gives a collection container its collection's pages in the locale, and paths only there", () => {
    const { propsOf } = pageIslands(site, page, 'en');
    const props = propsOf(group('g-team', 'teamContainer'));
    expect(props.collectionPages?.map((p) => p.id)).toEqual(['anna']);
    expect(Object.keys(props.paths).sort()).toEqual(['anna', 'loch-1', 'team']);
    expect(
      pageIslands(site, page, 'de').propsOf(group('g-team', 'teamContainer')).collectionPages,
    ).toHaveLength(2);
    // A block without a collection gets none.
    expect(propsOf(group('g-x', 'contactForm')).collectionPages).toBeUndefined();
  });
});
