import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavigationChild, NavigationTree } from './content.ts';
import {
  NAVIGATION_LIMITS,
  applyDrop,
  findChild,
  itemPosition,
  insertChild,
  moveChild,
  moveContainer,
  navigationProblems,
  pagesNotInContainer,
  removeChild,
  setChildAppearance,
  setContainerLabel,
} from './navigation-edit.ts';

const child = (id: string, pageId: string): NavigationChild => ({
  id,
  type: 'page',
  pageId,
  appearance: 'default',
});

const tree: NavigationTree = {
  containers: [
    { id: 'start', label: { de: 'Start', en: 'Home' }, pageId: 'home', children: [] },
    {
      id: 'about',
      label: { de: 'Über uns' },
      pageId: null,
      children: [child('a1', 'anna'), child('a2', 'marco')],
    },
    {
      id: 'infos',
      label: { de: 'Infos' },
      children: [child('i1', 'news'), child('i2', 'shop'), child('i3', 'anna')],
    },
  ],
};
const known = new Set(['home', 'anna', 'marco', 'news', 'shop', 'lea']);
const order = (t: NavigationTree) => t.containers.map((c) => [c.id, c.children.map((x) => x.id)]);

describe('moveContainer', () => {
  it('moves a container to a new position', () => {
    expect(moveContainer(tree, 0, 2).containers.map((c) => c.id)).toEqual(['about', 'infos', 'start']);
    expect(moveContainer(tree, 2, 0).containers.map((c) => c.id)).toEqual(['infos', 'start', 'about']);
  });
  it('ignores an index outside the tree', () => {
    expect(moveContainer(tree, 5, 0)).toBe(tree);
  });
});

describe('moveChild', () => {
  it('reorders within a container', () => {
    expect(order(moveChild(tree, 'i3', 'infos', 0))[2]).toEqual(['infos', ['i3', 'i1', 'i2']]);
  });
  it('moves into another container, at the given index', () => {
    const moved = moveChild(tree, 'i1', 'about', 1);
    expect(order(moved)).toEqual([
      ['start', []],
      ['about', ['a1', 'i1', 'a2']],
      ['infos', ['i2', 'i3']],
    ]);
  });
  it('moves into an empty container', () => {
    expect(order(moveChild(tree, 'a2', 'start', 0))[0]).toEqual(['start', ['a2']]);
  });
  it('refuses to list a page twice in one container', () => {
    expect(moveChild(tree, 'i3', 'about', 0)).toBe(tree);
  });
  it('refuses unknown entries and containers', () => {
    expect(moveChild(tree, 'nope', 'about', 0)).toBe(tree);
    expect(moveChild(tree, 'a1', 'nope', 0)).toBe(tree);
  });
  it('leaves the input untouched', () => {
    const copy = structuredClone(tree);
    moveChild(tree, 'i1', 'about', 0);
    expect(tree).toEqual(copy);
  });
  it('keeps every entry exactly once, whatever moves are made', () => {
    const ids = ['a1', 'a2', 'i1', 'i2', 'i3'];
    const move = fc.record({
      id: fc.constantFrom(...ids),
      to: fc.constantFrom('start', 'about', 'infos'),
      index: fc.integer({ min: -2, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
        const result = moves.reduce((t, m) => moveChild(t, m.id, m.to, m.index), tree);
        const all = result.containers.flatMap((c) => c.children.map((x) => x.id)).sort();
        expect(all).toEqual([...ids].sort());
        expect(navigationProblems(result, known)).toEqual([]);
      }),
    );
  });
});

describe('insertChild', () => {
  it('adds a page at the end, or at an index', () => {
    expect(order(insertChild(tree, 'about', { id: 'n1', pageId: 'lea' }))[1]).toEqual([
      'about',
      ['a1', 'a2', 'n1'],
    ]);
    expect(order(insertChild(tree, 'about', { id: 'n1', pageId: 'lea' }, 0))[1]).toEqual([
      'about',
      ['n1', 'a1', 'a2'],
    ]);
    const added = insertChild(tree, 'about', { id: 'n1', pageId: 'lea' });
    expect(added.containers[1]!.children[2]).toEqual({
      id: 'n1',
      type: 'page',
      pageId: 'lea',
      appearance: 'default',
    });
  });
  it('refuses a page the container lists already, a taken id and a full container', () => {
    expect(insertChild(tree, 'about', { id: 'n1', pageId: 'anna' })).toBe(tree);
    expect(insertChild(tree, 'about', { id: 'i1', pageId: 'lea' })).toBe(tree);
    let full: NavigationTree = { containers: [{ id: 'c', label: {}, children: [] }] };
    for (let i = 0; i < NAVIGATION_LIMITS.children; i++)
      full = insertChild(full, 'c', { id: `x${i}`, pageId: `p${i}` });
    expect(full.containers[0]!.children).toHaveLength(NAVIGATION_LIMITS.children);
    expect(insertChild(full, 'c', { id: 'y', pageId: 'lea' })).toBe(full);
  });
});

describe('removeChild', () => {
  it('removes the entry only', () => {
    expect(order(removeChild(tree, 'a1'))[1]).toEqual(['about', ['a2']]);
    expect(removeChild(tree, 'nope')).toBe(tree);
  });
});

describe('labels and appearance', () => {
  it('sets, trims, shortens and clears a label per language', () => {
    expect(setContainerLabel(tree, 'about', 'en', '  About us ').containers[1]!.label).toEqual({
      de: 'Über uns',
      en: 'About us',
    });
    expect(setContainerLabel(tree, 'about', 'de', '').containers[1]!.label).toEqual({});
    const long = setContainerLabel(tree, 'about', 'de', 'x'.repeat(200)).containers[1]!.label.de;
    expect(long).toHaveLength(NAVIGATION_LIMITS.label);
  });
  it('sets the appearance of one entry', () => {
    const t = setChildAppearance(tree, 'i2', 'button');
    expect(t.containers[2]!.children.map((c) => c.appearance)).toEqual(['default', 'button', 'default']);
  });
});

describe('navigationProblems', () => {
  it('accepts a valid tree', () => {
    expect(navigationProblems(tree, known)).toEqual([]);
    expect(findChild(tree, 'i2')).toEqual({ containerIndex: 2, childIndex: 1 });
  });
  it('reports unknown pages, duplicates, long labels and ids used twice', () => {
    const bad: NavigationTree = {
      containers: [
        {
          id: 'c1',
          label: { de: 'x'.repeat(81) },
          pageId: 'ghost',
          children: [child('e1', 'anna'), child('e2', 'anna')],
        },
        { id: 'c1', label: {}, children: [child('e1', 'missing')] },
      ],
    };
    expect(navigationProblems(bad, known)).toEqual([
      { code: 'unknownPage', pageId: 'ghost' },
      { code: 'labelTooLong', containerId: 'c1' },
      { code: 'duplicatePage', containerId: 'c1', pageId: 'anna' },
      { code: 'duplicateId', id: 'c1' },
      { code: 'duplicateId', id: 'e1' },
      { code: 'unknownPage', pageId: 'missing' },
    ]);
  });
  it('reports too many containers and entries', () => {
    const many: NavigationTree = {
      containers: Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, label: {}, children: [] })),
    };
    expect(navigationProblems(many, known)).toEqual([{ code: 'tooManyContainers' }]);
    const crowded: NavigationTree = {
      containers: [
        { id: 'c', label: {}, children: Array.from({ length: 31 }, (_, i) => child(`e${i}`, 'anna')) },
      ],
    };
    expect(navigationProblems(crowded, known).map((p) => p.code)).toContain('tooManyChildren');
  });
});

describe('pagesNotInContainer', () => {
  it('lists the pages a container does not list yet', () => {
    const pages = ['home', 'anna', 'marco', 'lea'].map((id) => ({ id }));
    expect(pagesNotInContainer(tree.containers[1]!, pages).map((p) => p.id)).toEqual(['home', 'lea']);
  });
});

describe('applyDrop', () => {
  it('moves containers onto containers only', () => {
    const moved = applyDrop(tree, { kind: 'container', id: 'start' }, { kind: 'container', id: 'infos' });
    expect(moved.containers.map((c) => c.id)).toEqual(['about', 'infos', 'start']);
    expect(
      applyDrop(tree, { kind: 'container', id: 'start' }, { kind: 'child', id: 'a1', after: false }),
    ).toBe(tree);
    expect(applyDrop(tree, { kind: 'container', id: 'start' }, { kind: 'container', id: 'start' })).toBe(
      tree,
    );
  });
  it('takes the place of an entry of the same container, either direction', () => {
    expect(
      order(applyDrop(tree, { kind: 'child', id: 'i1' }, { kind: 'child', id: 'i3', after: false }))[2],
    ).toEqual(['infos', ['i2', 'i3', 'i1']]);
    expect(
      order(applyDrop(tree, { kind: 'child', id: 'i3' }, { kind: 'child', id: 'i1', after: true }))[2],
    ).toEqual(['infos', ['i3', 'i1', 'i2']]);
  });
  it('goes before or after an entry of another container, or into an empty one', () => {
    const before = applyDrop(tree, { kind: 'child', id: 'i1' }, { kind: 'child', id: 'a1', after: false });
    expect(order(before)[1]).toEqual(['about', ['i1', 'a1', 'a2']]);
    const after = applyDrop(tree, { kind: 'child', id: 'i1' }, { kind: 'child', id: 'a2', after: true });
    expect(order(after)[1]).toEqual(['about', ['a1', 'a2', 'i1']]);
    const empty = applyDrop(tree, { kind: 'child', id: 'a1' }, { kind: 'list', containerId: 'start' });
    expect(order(empty)[0]).toEqual(['start', ['a1']]);
    expect(applyDrop(tree, { kind: 'child', id: 'a1' }, { kind: 'container', id: 'start' })).toBe(tree);
  });
  it('tells an item position for announcements', () => {
    expect(itemPosition(tree, { kind: 'container', id: 'infos' })).toEqual({
      position: 3,
      total: 3,
      container: null,
    });
    expect(itemPosition(tree, { kind: 'child', id: 'a2' })).toEqual({
      position: 2,
      total: 2,
      container: tree.containers[1],
    });
    expect(itemPosition(tree, { kind: 'child', id: 'x' })).toBeNull();
  });
});
