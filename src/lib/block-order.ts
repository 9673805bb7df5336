/**
 * The order of a page's blocks as index arithmetic, shared by the content service (which moves a
 * block in one transaction) and the editor (which moves it in the draft at once and takes it back
 * when the server refuses). Pure: no I/O, no DOM.
 */

/** Where a move asks a block to go: one step up or down, or to an index among its siblings. */
export type MoveTarget = { direction: 'up' | 'down' } | { toIndex: number };

/**
 * The index a block at `from` among `count` siblings is asked to end at, or null when the target
 * is not a place in the list (an index out of range or not a whole number). One step past either
 * end stays where it is: that is a no-op, not an error (the context menu's up/down at the ends).
 *
 * @example
 * targetIndex(2, 5, { direction: 'up' }); // 1
 * targetIndex(0, 5, { direction: 'up' }); // 0
 * targetIndex(2, 5, { toIndex: 4 }); // 4
 * targetIndex(2, 5, { toIndex: 5 }); // null
 */
export function targetIndex(from: number, count: number, target: MoveTarget): number | null {
  if ('direction' in target) {
    const step = target.direction === 'up' ? from - 1 : from + 1;
    return Math.min(Math.max(step, 0), count - 1);
  }
  const to = target.toIndex;
  return Number.isInteger(to) && to >= 0 && to < count ? to : null;
}

/**
 * The list with the item at `from` taken out and put in at `to` (both indices of the list; the
 * item ends exactly at `to`). A copy; the input is left alone. Out-of-range indices change nothing.
 *
 * @example
 * moveItem(['a', 'b', 'c', 'd'], 0, 2); // ['b', 'c', 'a', 'd']
 * moveItem(['a', 'b', 'c', 'd'], 3, 1); // ['a', 'd', 'b', 'c']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/**
 * The ids in their new order after moving `id` to index `to`; null when `id` is not in the list or
 * `to` is no index of it.
 *
 * @example
 * reorderIds(['a', 'b', 'c'], 'c', 0); // ['c', 'a', 'b']
 */
export function reorderIds(ids: readonly string[], id: string, to: number): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0 || !Number.isInteger(to) || to < 0 || to >= ids.length) return null;
  return moveItem(ids, from, to);
}

/**
 * Positions 0..n-1 of ids in the given order, as the sort answer carries them (and as the draft
 * store applies them).
 */
export function positionsOf(ids: readonly string[]): { id: string; position: number }[] {
  return ids.map((id, position) => ({ id, position }));
}

/**
 * The index a keyboard step lands on, from the current index in a list of `count`: ArrowUp and
 * ArrowLeft one place up, ArrowDown and ArrowRight one down, Home/End to the ends; null for any
 * other key or when the step would leave the list. The first key press moves (no dead step).
 *
 * @example
 * keyboardStep(0, 4, 'ArrowDown'); // 1
 * keyboardStep(0, 4, 'ArrowUp'); // null
 */
export function keyboardStep(index: number, count: number, key: string): number | null {
  let next: number;
  if (key === 'ArrowUp' || key === 'ArrowLeft') next = index - 1;
  else if (key === 'ArrowDown' || key === 'ArrowRight') next = index + 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return null;
  return next >= 0 && next < count && next !== index ? next : null;
}

/**
 * The index a dragged block (now at `from`) ends at when dropped over the block at `overIndex`.
 * A pointer drop goes before that block in its upper half and after it in its lower half; a
 * keyboard drop goes exactly to its target (`half: 'exact'`), so the first arrow key moves.
 *
 * @example
 * dropIndex(0, 2, 'upper'); // 1: between the blocks at 1 and 2
 * dropIndex(0, 2, 'lower'); // 2
 * dropIndex(3, 1, 'upper'); // 1
 * dropIndex(0, 1, 'exact'); // 1
 */
export function dropIndex(from: number, overIndex: number, half: 'upper' | 'lower' | 'exact'): number {
  if (half === 'exact') return overIndex;
  const slot = half === 'lower' ? overIndex + 1 : overIndex;
  return slot > from ? slot - 1 : slot;
}

/**
 * Where the drop line shows for a move from `from` to `to` in `ids`: at the top of the block now
 * at `to` when the block goes up, at its bottom when it goes down; null when it stays.
 *
 * @example
 * dropLine(['a', 'b', 'c'], 0, 2); // { id: 'c', edge: 'after' }
 */
export function dropLine(
  ids: readonly string[],
  from: number,
  to: number,
): { id: string; edge: 'before' | 'after' } | null {
  const id = ids[to];
  if (from === to || id === undefined || from < 0) return null;
  return { id, edge: to > from ? 'after' : 'before' };
}
