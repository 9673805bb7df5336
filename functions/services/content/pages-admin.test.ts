import { describe, expect, it } from 'vitest';
import type { NavigationTree } from '../../../src/lib/content.ts';
import { withoutPage } from './pages-admin.ts';

const tree: NavigationTree = {
  containers: [
    {
      id: 'c1',
      label: { de: 'Über uns' },
      pageId: 'page-a',
      children: [
        { id: 'n1', type: 'page', pageId: 'page-a', appearance: 'default' },
        { id: 'n2', type: 'page', pageId: 'page-b', appearance: 'button' },
      ],
    },
    { id: 'c2', label: { de: 'Service' }, children: [] },
  ],
};

describe('withoutPage', () => {
  it('drops the entries of a page and the link of a container pointing at it', () => {
    const { tree: next, changed } = withoutPage(tree, 'page-a');
    expect(changed).toBe(true);
    expect(next.containers[0]).toEqual({
      id: 'c1',
      label: { de: 'Über uns' },
      pageId: null,
      children: [{ id: 'n2', type: 'page', pageId: 'page-b', appearance: 'button' }],
    });
    expect(next.containers[1]).toBe(tree.containers[1]);
  });

  it('leaves a tree without the page as it is', () => {
    const result = withoutPage(tree, 'page-z');
    expect(result).toEqual({ tree, changed: false });
    expect(result.tree).toBe(tree);
  });
});
