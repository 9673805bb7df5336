/** Draft helpers: placeholders for declared fields, field and group replacement, reordering, removal. */
import { describe, expect, it } from 'vitest';
import type { GroupSnapshot, PageSnapshot } from '../lib/content.ts';
import type { DraftPageResponse } from '../lib/api/draft.ts';
import {
  applyPositions,
  applyStoredItem,
  findField,
  findGroup,
  isPlaceholder,
  placeholderId,
  siblingsOf,
  withoutGroups,
  withPlaceholders,
} from './store.ts';

const group = (id: string, type: string, children: GroupSnapshot[] = []): GroupSnapshot => ({
  id,
  revision: 1,
  type,
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: {},
  children,
});

const page: PageSnapshot = {
  id: 'page-home',
  revision: 1,
  collection: null,
  role: 'home',
  position: 0,
  status: 'published',
  slug: {},
  meta: { name: { de: 'Start' } },
  ogImage: null,
  fields: {},
  groups: [
    group('a', 'cta'),
    group('b', 'imageBoard', [group('b1', 'imageCard'), group('b2', 'imageCard')]),
    group('c', 'spacer'),
  ],
};

const draft: DraftPageResponse = {
  page,
  site: { pages: [], navigation: { containers: [] }, settings: {}, branches: [] },
  paths: [],
  healthOpticsMember: false,
};

describe('withPlaceholders', () => {
  it('adds every declared field a block has no row for, cards included', () => {
    const filled = withPlaceholders(draft);
    const cta = findGroup(filled.page, 'a')!;
    expect(Object.keys(cta.fields).sort()).toEqual(['button', 'description', 'image', 'title']);
    const title = cta.fields['title']!;
    expect(title).toMatchObject({
      id: placeholderId('a', 'title'),
      groupId: 'a',
      pageId: 'page-home',
      content: null,
    });
    expect(isPlaceholder(title)).toBe(true);
    expect(Object.keys(findGroup(filled.page, 'b1')!.fields).length).toBeGreaterThan(0);
  });

  it('keeps stored fields as they are', () => {
    const stored = {
      ...group('a', 'cta'),
      fields: {
        title: {
          id: 'f1',
          revision: 2,
          name: 'title',
          content: null,
          options: {},
          media: null,
          visible: false,
        },
      },
    };
    const filled = withPlaceholders({ ...draft, page: { ...page, groups: [stored] } });
    expect(findGroup(filled.page, 'a')!.fields['title']).toBe(stored.fields.title);
  });
});

describe('applyStoredItem', () => {
  it('replaces a placeholder with the field its first save created', () => {
    const filled = withPlaceholders(draft);
    const next = applyStoredItem(filled, {
      itemType: 'field',
      id: 'field-new',
      pageId: 'page-home',
      groupId: 'a',
      name: 'title',
      revision: 0,
      content: { kind: 'localized', values: { de: { text: 'Hallo' } } },
      options: {},
      mediaId: null,
      visible: true,
      published: false,
    });
    expect(findField(next.page, 'field-new')).toMatchObject({ revision: 0, groupId: 'a', name: 'title' });
    expect(findField(next.page, placeholderId('a', 'title'))).toBeNull();
  });

  it('updates a group: revision, status, options and languages', () => {
    const next = applyStoredItem(draft, {
      itemType: 'group',
      id: 'b1',
      pageId: 'page-home',
      parentId: 'b',
      type: 'imageCard',
      revision: 5,
      status: 'markedForDeletion',
      previousStatus: 'published',
      position: 0,
      options: { x: 1 },
      meta: { disallowedLanguages: ['en'] },
      published: true,
    });
    expect(findGroup(next.page, 'b1')).toMatchObject({
      revision: 5,
      status: 'markedForDeletion',
      options: { x: 1 },
      disallowedLanguages: ['en'],
    });
    expect(findGroup(next.page, 'a')).toBe(page.groups[0]);
  });
});

describe('structure', () => {
  it('reorders the siblings the positions name, at any depth', () => {
    const moved = applyPositions(draft, [
      { id: 'a', position: 1 },
      { id: 'b', position: 0 },
      { id: 'c', position: 2 },
    ]);
    expect(moved.page.groups.map((g) => g.id)).toEqual(['b', 'a', 'c']);
    const cards = applyPositions(draft, [
      { id: 'b1', position: 1 },
      { id: 'b2', position: 0 },
    ]);
    expect(findGroup(cards.page, 'b')!.children.map((g) => g.id)).toEqual(['b2', 'b1']);
    expect(siblingsOf(cards.page, 'b2').map((g) => g.id)).toEqual(['b2', 'b1']);
  });

  it('drops deleted groups with their cards', () => {
    const left = withoutGroups(draft, ['b', 'b1', 'b2']);
    expect(left.page.groups.map((g) => g.id)).toEqual(['a', 'c']);
  });
});
