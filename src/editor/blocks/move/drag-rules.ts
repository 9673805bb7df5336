/**
 * How a dragged box finds its place, for dnd-kit: which box it is over (the one whose band the
 * dragged handle's middle is in, else the nearest), where a keyboard step sends the handle (onto
 * the middle of the next or previous box, so the first arrow key is already a move), and the index
 * a drop lands at (src/lib/block-order.ts). Boxes are droppables with the box's id; the handle is
 * the draggable with the same id.
 */
import type {
  ClientRect,
  CollisionDetection,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { dropIndex, keyboardStep } from '../../../lib/block-order.ts';

const middle = (rect: { top: number; height: number }) => rect.top + rect.height / 2;

/**
 * The box the dragged handle is over: the one whose vertical band holds the handle's middle, else
 * the one whose middle is nearest (the gaps between boxes and the page's ends).
 */
export const boxUnderHandle: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const y = middle(collisionRect);
  let best: { id: UniqueIdentifier; distance: number } | null = null;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const distance = y >= rect.top && y <= rect.top + rect.height ? 0 : Math.abs(y - middle(rect));
    if (!best || distance < best.distance) best = { id: container.id, distance };
  }
  return best ? [{ id: best.id }] : [];
};

/**
 * The keyboard sensor's next handle position: ArrowUp/ArrowDown (and Home/End) put the handle's
 * middle on the middle of the box one place up or down from the box it is over (or on the first
 * or last box); other keys do nothing. The boxes' order is their order on the screen.
 */
export const boxKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const ids = droppableContainers
    .getEnabled()
    .filter((c) => droppableRects.has(c.id))
    .sort((a, b) => droppableRects.get(a.id)!.top - droppableRects.get(b.id)!.top)
    .map((c) => c.id);
  const at = ids.indexOf(over?.id ?? active.id);
  const next = keyboardStep(at, ids.length, event.key);
  if (next === null) {
    // An arrow past the first or last box stays put instead of scrolling the page away.
    if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') event.preventDefault();
    return undefined;
  }
  const rect = droppableRects.get(ids[next]!);
  if (!rect) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x, y: currentCoordinates.y + middle(rect) - middle(collisionRect) };
};

/**
 * The index a drag would drop the box at now: a keyboard drag exactly at the box it is over, a
 * pointer drag before or after that box by the half the handle's middle is in. Null when over
 * nothing or the box is not in `ids`.
 */
export function dropTargetIndex(
  ids: readonly string[],
  activeId: UniqueIdentifier,
  over: { id: UniqueIdentifier; rect: ClientRect } | null,
  handle: ClientRect | null,
  keyboard: boolean,
): number | null {
  const from = ids.indexOf(String(activeId));
  if (from < 0) return null;
  if (!over) return null;
  const overIndex = ids.indexOf(String(over.id));
  if (overIndex < 0) return null;
  if (keyboard || !handle) return dropIndex(from, overIndex, 'exact');
  return dropIndex(from, overIndex, middle(handle) > middle(over.rect) ? 'lower' : 'upper');
}
