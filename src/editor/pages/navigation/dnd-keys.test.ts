import { describe, expect, it } from 'vitest';
import { dragItemOf, droppedBelow, dropTargetOf } from './dnd-keys.ts';

describe('droppedBelow', () => {
  const row = (top: number) => ({ top, height: 40 });
  it('is below when the middle passed the other middle, above when it did not', () => {
    expect(droppedBelow(row(65), row(40), 25)).toBe(true);
    expect(droppedBelow(row(15), row(40), -25)).toBe(false);
  });
  it('follows the direction on the same line: the keyboard moves exactly onto the neighbour', () => {
    expect(droppedBelow(row(40), row(40), 40)).toBe(true);
    expect(droppedBelow(row(40.4), row(40), -40)).toBe(false);
  });
});

describe('dnd ids', () => {
  it('read back into drag items and drop targets', () => {
    expect(dragItemOf('c:home')).toEqual({ kind: 'container', id: 'home' });
    expect(dragItemOf('e:team')).toEqual({ kind: 'child', id: 'team' });
    expect(dragItemOf('x:?')).toBeNull();
    expect(dropTargetOf('e:team', true)).toEqual({ kind: 'child', id: 'team', after: true });
    expect(dropTargetOf('l:infos', false)).toEqual({ kind: 'list', containerId: 'infos' });
  });
});
