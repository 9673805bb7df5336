/** The collection editor's pure rules: item slugs, free slugs, the sortable move and shown neighbours. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allCollectionItems,
  isEditableCollection,
  itemName,
  moveItem,
  shownNeighbour,
} from './collections.ts';
import type { PageSnapshot } from './content.ts';

describe('moveItem', () => {
  it('puts the dragged item in the place of the one it is dropped on', () => {
    expect(moveItem(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 'a', 'x')).toEqual(['a', 'b', 'c']);
  });

  it('keeps every item exactly once and lands `active` where `over` was', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (order, i, j) => {
          const active = order[i % order.length]!;
          const over = order[j % order.length]!;
          const next = moveItem(order, active, over);
          expect([...next].sort()).toEqual([...order].sort());
          expect(next.indexOf(active)).toBe(order.indexOf(over));
        },
      ),
    );
  });
});

describe('shownNeighbour', () => {
  it('names the shown item above or below, none at the ends', () => {
    expect(shownNeighbour(['a', 'b', 'c'], 'b', 'up')).toBe('a');
    expect(shownNeighbour(['a', 'b', 'c'], 'b', 'down')).toBe('c');
    expect(shownNeighbour(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(shownNeighbour(['a', 'b', 'c'], 'c', 'down')).toBeNull();
  });
});

describe('isEditableCollection', () => {
  it('accepts team, service and testimonial only', () => {
    expect(['team', 'service', 'testimonial', 'map', null].map(isEditableCollection)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('allCollectionItems and itemName', () => {
  const page = (id: string, position: number, extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
    id,
    collection: 'team',
    role: null,
    position,
    status: 'published',
    slug: {},
    meta: { name: { de: `Name ${id}` } },
    ogImage: null,
    fields: {},
    groups: [],
    ...extra,
  });

  it('lists every item of the collection in position order, whatever its languages', () => {
    const pages = [
      page('b', 2),
      page('a', 1, { meta: { name: {}, disallowedLanguages: ['de'] } }),
      page('x', 0, { collection: 'service' }),
    ];
    expect(allCollectionItems(pages, 'team').map((i) => i.page.id)).toEqual(['a', 'b']);
  });

  it('names an item in the locale, else another locale, else by id', () => {
    expect(itemName(page('a', 0), 'de')).toBe('Name a');
    expect(itemName(page('a', 0, { meta: { name: { en: 'Lea' } } }), 'de')).toBe('Lea');
    expect(itemName(page('a', 0, { meta: { name: { de: ' ' } } }), 'de')).toBe('a');
  });
});
