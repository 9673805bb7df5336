/**
 * The drag-and-drop ids of the navigation manager: containers are `c:{id}`, entries `e:{id}` and
 * the drop zone of an empty container `l:{id}`, so container and entry ids never clash, and the
 * ids read back into the pure drag items and drop targets of src/lib/navigation-edit.ts.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { EditorDictionary } from '../../../i18n/editor.ts';
import type { NavigationContainer, PageSnapshot } from '../../../lib/content.ts';
import type { DragItem, DropTarget } from '../../../lib/navigation-edit.ts';
import { pageName } from './page-facts.ts';

export type DragKind = DragItem['kind'];

/** The dragged item a dnd id names, or null. */
export function dragItemOf(id: UniqueIdentifier): DragItem | null {
  const [prefix, rest] = [String(id).slice(0, 2), String(id).slice(2)];
  if (prefix === 'c:') return { kind: 'container', id: rest };
  if (prefix === 'e:') return { kind: 'child', id: rest };
  return null;
}

/**
 * Whether a dragged item lands below the item it is over: its middle is past the other's, or, on
 * the same line (the keyboard moves an item exactly onto its neighbour's place), it moved down.
 * Without the tie rule the first ArrowDown dropped the entry back before its neighbour: no move.
 *
 * @example
 * droppedBelow({ top: 40, height: 20 }, { top: 40, height: 20 }, 40); // true
 */
export function droppedBelow(
  dragged: { top: number; height: number },
  over: { top: number; height: number },
  movedY: number,
): boolean {
  const difference = dragged.top + dragged.height / 2 - (over.top + over.height / 2);
  return Math.abs(difference) < 1 ? movedY > 0 : difference > 0;
}

/** The drop target a dnd id names (`below`: the dragged item's middle is past the target's). */
export function dropTargetOf(id: UniqueIdentifier, below: boolean): DropTarget | null {
  const [prefix, rest] = [String(id).slice(0, 2), String(id).slice(2)];
  if (prefix === 'c:') return { kind: 'container', id: rest };
  if (prefix === 'e:') return { kind: 'child', id: rest, after: below };
  if (prefix === 'l:') return { kind: 'list', containerId: rest };
  return null;
}

/** A container's name in the manager: its German label, else its English one, else its page's name. */
export function containerLabel(
  container: NavigationContainer,
  pagesById: ReadonlyMap<string, PageSnapshot>,
  t: EditorDictionary,
): string {
  const own = container.pageId ? pagesById.get(container.pageId) : undefined;
  return container.label.de || container.label.en || (own ? pageName(own, t) : t.navUntitled);
}
