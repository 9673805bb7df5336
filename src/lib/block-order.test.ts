import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dropIndex,
  dropLine,
  keyboardStep,
  moveItem,
  positionsOf,
  reorderIds,
  targetIndex,
} from './block-order.ts';

describe('targetIndex', () => {
  it('steps up and down and stays put one step past the ends', () => {
    expect(targetIndex(2, 5, { direction: 'up' })).toBe(1);
    expect(targetIndex(2, 5, { direction: 'down' })).toBe(3);
    expect(targetIndex(0, 5, { direction: 'up' })).toBe(0);
    expect(targetIndex(4, 5, { direction: 'down' })).toBe(4);
  });

  it('accepts every index of the list and refuses anything else', () => {
    expect(targetIndex(2, 5, { toIndex: 0 })).toBe(0);
    expect(targetIndex(2, 5, { toIndex: 4 })).toBe(4);
    expect(targetIndex(2, 5, { toIndex: 2 })).toBe(2);
    expect(targetIndex(2, 5, { toIndex: 5 })).toBeNull();
    expect(targetIndex(2, 5, { toIndex: -1 })).toBeNull();
    expect(targetIndex(2, 5, { toIndex: 1.5 })).toBeNull();
    expect(targetIndex(2, 5, { toIndex: Number.NaN })).toBeNull();
  });
});

describe('moveItem', () => {
  it('puts the item exactly at the target index', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('changes nothing for out-of-range indices and leaves the input alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(moveItem(list, -1, 1)).toEqual(list);
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keeps a permutation, lands at `to` and is undone by the move back (property)', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.string(), { minLength: 1, maxLength: 20 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 }), fc.nat({ max: list.length - 1 })),
          ),
        ([list, from, to]) => {
          const moved = moveItem(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          expect(moveItem(moved, to, from)).toEqual(list);
        },
      ),
    );
  });
});

describe('reorderIds and positionsOf', () => {
  it('moves an id to an index and numbers the result', () => {
    expect(reorderIds(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(reorderIds(['a', 'b', 'c'], 'x', 0)).toBeNull();
    expect(reorderIds(['a', 'b', 'c'], 'a', 3)).toBeNull();
    expect(positionsOf(['c', 'a'])).toEqual([
      { id: 'c', position: 0 },
      { id: 'a', position: 1 },
    ]);
  });
});

describe('keyboardStep', () => {
  it('moves on the first arrow key and stops at the ends', () => {
    expect(keyboardStep(0, 4, 'ArrowDown')).toBe(1);
    expect(keyboardStep(2, 4, 'ArrowUp')).toBe(1);
    expect(keyboardStep(0, 4, 'ArrowUp')).toBeNull();
    expect(keyboardStep(3, 4, 'ArrowDown')).toBeNull();
    expect(keyboardStep(2, 4, 'Home')).toBe(0);
    expect(keyboardStep(1, 4, 'End')).toBe(3);
    expect(keyboardStep(3, 4, 'End')).toBeNull();
    expect(keyboardStep(1, 4, 'a')).toBeNull();
  });
});

describe('dropIndex and dropLine', () => {
  it('drops before a block in its upper half and after it in its lower half', () => {
    expect(dropIndex(0, 2, 'upper')).toBe(1);
    expect(dropIndex(0, 2, 'lower')).toBe(2);
    expect(dropIndex(3, 1, 'upper')).toBe(1);
    expect(dropIndex(3, 1, 'lower')).toBe(2);
    expect(dropIndex(2, 2, 'upper')).toBe(2);
    expect(dropIndex(2, 2, 'lower')).toBe(2);
  });

  it('lands a keyboard drop exactly on its target, so one arrow key is one move', () => {
    expect(dropIndex(0, 1, 'exact')).toBe(1);
    expect(dropIndex(2, 1, 'exact')).toBe(1);
  });

  it('reaches every index from every start, and the line names where it lands (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), fc.nat(n - 1))),
        ([n, from, over]) => {
          const ids = Array.from({ length: n }, (_, i) => `g${i}`);
          for (const half of ['upper', 'lower'] as const) {
            const to = dropIndex(from, over, half);
            expect(to).toBeGreaterThanOrEqual(0);
            expect(to).toBeLessThan(n);
            const line = dropLine(ids, from, to);
            const after = moveItem(ids, from, to);
            if (line === null) expect(to).toBe(from);
            else expect(after[after.indexOf(line.id) + (line.edge === 'after' ? 1 : -1)]).toBe(ids[from]);
          }
        },
      ),
    );
  });
});
